import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, oneOf, text } from '../../app/searchParams';
import { BookingPending, ConsultPage, type ConsultSearch } from '../../features/booking/BookingPages';
import { bookingStepNames } from '../../features/booking/bookingSteps';
import { consultQuery, questionnaireQuery } from '../../features/booking/queries';

// Spec 2 §6: no sign-in needed; a signed-in guardian must book with the email they sign in with (§5.7).
export const Route = createFileRoute('/_open/consult')({
  validateSearch: (search: Record<string, unknown>): ConsultSearch =>
    defined({
      store_id: text(search.store_id, 32),
      code: text(search.code, 64),
      lesson_id: text(search.lesson_id, 64),
      step: oneOf(search.step, bookingStepNames),
    }),
  staticData: { title: keyFromSelector(($) => $.booking.titles.consult) },
  // The step is the page's own (ADR 043): moving between steps loads nothing again.
  loaderDeps: ({ search: { step: _step, ...search } }) => search,
  // Both calls start with the page's code; a failure is left to the page, which redirects.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.store_id) return;
    await Promise.allSettled([
      queryClient.ensureQueryData(consultQuery(deps)),
      queryClient.ensureQueryData(questionnaireQuery()),
    ]);
  },
  pendingComponent: BookingPending,
  component: function ConsultRoute() {
    const signedIn = Route.useRouteContext({ select: (context) => context.signedIn });
    return <ConsultPage search={Route.useSearch()} signedIn={signedIn} />;
  },
});
