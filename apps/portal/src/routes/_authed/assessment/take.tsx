import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { defined, oneOf } from '../../../app/searchParams';
import { TakePage, type TakeSearch } from '../../../features/assessment/TakePage';
import { RouteError } from '../../../features/shell/RouteStates';

// Spec 1 §2 / §4: the take list. The player sends the child back here with a notice when it cannot start.
export const Route = createFileRoute('/_authed/assessment/take')({
  validateSearch: (search: Record<string, unknown>): TakeSearch =>
    defined({ notice: oneOf(search.notice, ['childLoadFailed', 'cannotTake'] as const) }),
  staticData: { title: keyFromSelector(($) => $.assessment.title) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getAssessmentTakeList()),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.assessment.loadFailed)} />,
  component: function TakeRoute() {
    return <TakePage search={Route.useSearch()} />;
  },
});
