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
  // A change of tab, order or page on the list itself does not wait: the cards stay, busy (issue 31 item 28).
  loader: async ({ context, deps, cause }) => {
    const query = queries.getStudentLessonRecords(toOwnQuery(deps));
    if (cause === 'stay') void context.queryClient.prefetchQuery(query);
    else await context.queryClient.ensureQueryData(query);
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lessonRecords.loadFailed)} />,
  component: function StudentLessonRecordList() {
    const kids = Route.useRouteContext().user.kids.map((k) => ({ id: k.id, name: fullName(k) }));
    return <StudentLessonRecordListPage search={Route.useSearch()} kids={kids} />;
  },
});
