import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, text } from '../../app/searchParams';
import { BookingLinkPage } from '../../features/booking/BookingLinkPage';

/** Issue 31 item 19: the link mailed after a booking made signed out; no sign-in needed, as the booking's. */
export const Route = createFileRoute('/_open/trial_/confirm')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => defined({ token: text(search.token, 64) }),
  staticData: { title: keyFromSelector(($) => $.booking.confirmLink.title) },
  component: function BookingLinkRoute() {
    return <BookingLinkPage token={Route.useSearch().token ?? ''} />;
  },
});
