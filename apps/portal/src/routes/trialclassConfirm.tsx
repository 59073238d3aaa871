import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../app/messages';
import { TrialListPage } from '../features/trials/TrialListPage';

export const Route = createFileRoute('/trialclassConfirm')({
  staticData: { title: messages.titles.trialClassConfirm },
  component: TrialListPage,
});
