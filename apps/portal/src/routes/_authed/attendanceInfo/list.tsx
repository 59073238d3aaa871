import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { AttendancePage } from '../../../features/attendance/AttendancePage';
import { attendanceQuery } from '../../../features/attendance/queries';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/attendanceInfo/list')({
  staticData: { title: keyFromSelector(($) => $.attendance.title) },
  // Spec 1 §2: the first child's history loads with the page; the other tabs load when chosen.
  loader: async ({ context }) => {
    const first = context.user.kids[0];
    if (first) await context.queryClient.ensureQueryData(attendanceQuery(first.id));
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.attendance.loadFailed)} />,
  component: () => <AttendancePage kids={Route.useRouteContext().user.kids} />,
});
