import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { fullName } from '../../../features/attendance/AttendancePage';
import { StudentLessonRecordListPage } from '../../../features/lessonRecords/StudentLessonRecordListPage';
import { parseOwnSearch, toOwnQuery } from '../../../features/lessonRecords/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/studentLessonRecord/list')({
  staticData: { title: keyFromSelector(($) => $.lessonRecords.ownTitle) },
  validateSearch: parseOwnSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(queries.getStudentLessonRecords(toOwnQuery(deps))),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.loadFailed)} />,
  component: function StudentLessonRecordList() {
    const kids = Route.useRouteContext().user.kids.map((k) => ({ id: k.id, name: fullName(k) }));
    return <StudentLessonRecordListPage search={Route.useSearch()} kids={kids} />;
  },
});
