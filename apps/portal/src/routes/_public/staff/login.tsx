import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffLoginPage } from '../../../features/staffLogin/StaffLoginPage';

export const Route = createFileRoute('/_public/staff/login')({
  staticData: { title: keyFromSelector(($) => $.booking.staff.loginTitle) },
  component: StaffLoginPage,
});
