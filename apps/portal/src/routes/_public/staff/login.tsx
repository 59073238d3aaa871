import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffLoginPage } from '../../../features/booking/StaffLoginPage';

export const Route = createFileRoute('/_public/staff/login')({
  staticData: { title: keyFromSelector(($) => $.booking.staff.loginTitle) },
  component: StaffLoginPage,
});
