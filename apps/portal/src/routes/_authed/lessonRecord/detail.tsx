import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { defined, positiveInt } from '../../../app/searchParams';
import { LessonRecordDetailPage } from '../../../features/lessonRecords/LessonRecordDetailPage';
import { listPart, type PublicSearch, parsePublicSearch } from '../../../features/lessonRecords/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/lessonRecord/detail')({
  staticData: { title: keyFromSelector(($) => $.lessonRecords.publicDetailTitle) },
  // The list's search, sort and page ride along for the back link (issue 31 items 7, 27).
  validateSearch: (search: Record<string, unknown>): { id?: number } & PublicSearch => ({
    ...parsePublicSearch(search),
    ...defined({ id: positiveInt(search.id) }),
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw redirect({ to: '/lessonRecord/list', replace: true });
    await context.queryClient.ensureQueryData(queries.getPublicLessonRecord({ id: deps.id }));
    return { id: deps.id };
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.publicLoadFailed)} />,
  component: function PublicLessonRecordDetailRoute() {
    return <LessonRecordDetailPage id={Route.useLoaderData().id} from={listPart(Route.useSearch())} />;
  },
});
