import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../app/api';
import { messages } from '../app/messages';
import { TrialListPage } from '../features/trials/TrialListPage';

export const Route = createFileRoute('/trialclassConfirm')({
  staticData: { title: messages.titles.trialClassConfirm },
  // Fetch while the page's code loads; the page shows loading, empty and error states itself.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(queries.appliedTrials()),
  component: TrialListPage,
});
