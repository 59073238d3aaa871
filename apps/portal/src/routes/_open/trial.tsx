import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, oneOf, text } from '../../app/searchParams';
import { BookingPending, TrialPage, type TrialSearch } from '../../features/booking/BookingPages';
import { bookingStepNames } from '../../features/booking/bookingSteps';
import { questionnaireQuery, trialQuery } from '../../features/booking/queries';

// Spec 2 §6: no sign-in needed; a signed-in guardian sees it inside the portal shell.
export const Route = createFileRoute('/_open/trial')({
  validateSearch: (search: Record<string, unknown>): TrialSearch =>
    defined({
      store_id: text(search.store_id, 32),
      lesson_id: text(search.lesson_id, 64),
      code: text(search.code, 64),
      step: oneOf(search.step, bookingStepNames),
    }),
  staticData: { title: keyFromSelector(($) => $.booking.titles.trial), serverRendered: true },
  // The step is the page's own (ADR 043): moving between steps loads nothing again.
  loaderDeps: ({ search: { step: _step, ...search } }) => search,
  // Both calls start with the page's code; a failure is left to the page, which redirects.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.store_id || !deps.lesson_id) return;
    await Promise.allSettled([
      queryClient.ensureQueryData(trialQuery(deps)),
      queryClient.ensureQueryData(questionnaireQuery()),
    ]);
  },
  pendingComponent: BookingPending,
  component: function TrialRoute() {
    return <TrialPage search={Route.useSearch()} />;
  },
});
