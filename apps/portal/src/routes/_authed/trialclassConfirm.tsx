import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../app/api';
import { RouteError } from '../../features/shell/RouteStates';
import { TrialListPage } from '../../features/trials/TrialListPage';

export const Route = createFileRoute('/_authed/trialclassConfirm')({
  staticData: { title: keyFromSelector(($) => $.titles.trialClassConfirm) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getAppliedTrials()),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.trials.failed)} />,
  component: TrialListPage,
});
