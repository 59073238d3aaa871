import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, text } from '../../app/searchParams';
import { TrialPage, type TrialSearch } from '../../features/booking/BookingPages';

// Spec 2 §6: no sign-in needed; a signed-in guardian sees it inside the portal shell.
export const Route = createFileRoute('/_open/trial')({
  validateSearch: (search: Record<string, unknown>): TrialSearch =>
    defined({
      store_id: text(search.store_id, 32),
      lesson_id: text(search.lesson_id, 64),
      code: text(search.code, 64),
    }),
  staticData: { title: keyFromSelector(($) => $.booking.titles.trial) },
  component: function TrialRoute() {
    return <TrialPage search={Route.useSearch()} />;
  },
});
