import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffBookingsPage } from '../../../features/booking/StaffBookingsPage';

export const Route = createFileRoute('/_staff/staff/')({
  staticData: { title: keyFromSelector(($) => $.booking.staff.title) },
  component: StaffBookingsPage,
});
