import { queries } from '../../app/api';
import type { ConsultSearch, TrialSearch } from './BookingPages';

// Imported by the route loaders; kept apart from the pages so the pages stay in their lazy chunks. A page
// reads the same options, so what the loader fetched is drawn at once: the form appears complete instead of
// a loader it then pushes down (the layout shift issue 18 measured on /trial). A failure is the page's to
// answer (it redirects to the classroom search), so nothing is retried, not even when the page mounts.
const once = { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } as const;

export const trialQuery = (search: TrialSearch) => ({
  ...queries.findTrial({ store_id: search.store_id ?? '', lesson_id: search.lesson_id ?? '', code: search.code }),
  ...once,
});
export const consultQuery = (search: ConsultSearch) => ({
  ...queries.findConsult({ store_id: search.store_id ?? '', code: search.code }),
  ...once,
});
export const questionnaireQuery = () => ({ ...queries.getTrialQuestionnaire(), ...once });
