import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, isoDay, oneOf, positiveInt } from '../../../app/searchParams';
import { StaffBookingsPage, type StaffBookingsSearch } from '../../../features/booking/StaffBookingsPage';

/** Issue 33: the bookings' filters live in the address, so a filtered list can be reloaded and shared. */
const searchSchema = (search: Record<string, unknown>): StaffBookingsSearch =>
  defined({
    classroomId: positiveInt(search.classroomId),
    kind: oneOf(search.kind, ['trial', 'consult'] as const),
    from: isoDay(search.from),
    to: isoDay(search.to),
  });

export const Route = createFileRoute('/_staff/staff/')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.booking.staff.title) },
  component: function StaffBookingsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return (
      <StaffBookingsPage search={search} onSearch={(next) => void navigate({ to: '/staff', search: defined(next) })} />
    );
  },
});
