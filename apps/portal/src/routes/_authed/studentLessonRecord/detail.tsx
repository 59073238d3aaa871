import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { defined, positiveInt } from '../../../app/searchParams';
import { StudentLessonRecordDetailPage } from '../../../features/lessonRecords/StudentLessonRecordDetailPage';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/studentLessonRecord/detail')({
  staticData: { title: keyFromSelector(($) => $.lessonRecords.ownDetailTitle) },
  validateSearch: (search: Record<string, unknown>): { id?: number } => defined({ id: positiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw redirect({ to: '/studentLessonRecord/list', replace: true });
    const detail = await context.queryClient.ensureQueryData(queries.getStudentLessonRecord({ id: deps.id }));
    // Spec 1 §4: a record published to everyone's posts is read there.
    if ('status' in detail)
      throw redirect({ to: '/lessonRecord/detail', search: { id: detail.post_id }, replace: true });
    return { id: deps.id };
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.loadFailed)} />,
  component: () => <StudentLessonRecordDetailPage id={Route.useLoaderData().id} />,
});
