import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffMembershipsPage } from '../../../features/membership/StaffMembershipsPage';

// Issue 16: the classroom side of the membership applications.
export const Route = createFileRoute('/_staff/staff/membership')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.staff.title) },
  component: StaffMembershipsPage,
});
