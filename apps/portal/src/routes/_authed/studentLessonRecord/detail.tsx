import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { defined, positiveInt } from '../../../app/searchParams';
import { StudentLessonRecordDetailPage } from '../../../features/lessonRecords/StudentLessonRecordDetailPage';
import { listPart, type OwnSearch, parseOwnSearch } from '../../../features/lessonRecords/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/studentLessonRecord/detail')({
  staticData: { title: keyFromSelector(($) => $.lessonRecords.ownDetailTitle) },
  // The list's child tab, sort and page ride along for the back link (issue 31 item 27).
  validateSearch: (search: Record<string, unknown>): { id?: number } & OwnSearch => ({
    ...parseOwnSearch(search),
    ...defined({ id: positiveInt(search.id) }),
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw redirect({ to: '/studentLessonRecord/list', replace: true });
    const detail = await context.queryClient.ensureQueryData(queries.getStudentLessonRecord({ id: deps.id }));
    // The server no longer answers this shape (issue 33: a published record keeps its page); an older
    // server's answer still opens the public post.
    if ('status' in detail)
      throw redirect({ to: '/lessonRecord/detail', search: { id: detail.post_id }, replace: true });
    return { id: deps.id };
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.loadFailed)} />,
  component: function StudentLessonRecordDetailRoute() {
    return <StudentLessonRecordDetailPage id={Route.useLoaderData().id} from={listPart(Route.useSearch())} />;
  },
});
