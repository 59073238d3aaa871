import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, positiveInt } from '../../../app/searchParams';
import { StaffMembershipsPage } from '../../../features/membership/StaffMembershipsPage';

// Issue 16: the classroom side of the membership applications; issue 33: opened from a booking, its form starts
// with that booking chosen.
export const Route = createFileRoute('/_staff/staff/membership')({
  validateSearch: (search: Record<string, unknown>): { fromBooking?: number } =>
    defined({ fromBooking: positiveInt(search.fromBooking) }),
  staticData: { title: keyFromSelector(($) => $.membershipApply.staff.title) },
  component: function StaffMembershipRoute() {
    const { fromBooking } = Route.useSearch();
    return <StaffMembershipsPage fromBooking={fromBooking} />;
  },
});
