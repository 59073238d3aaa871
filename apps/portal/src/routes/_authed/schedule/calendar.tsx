import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { CalendarPage } from '../../../features/calendar/CalendarPage';
import { RouteError } from '../../../features/shell/RouteStates';

function CalendarRoute() {
  const { user } = Route.useRouteContext();
  return <CalendarPage kids={user.kids} userId={user.id} />;
}

export const Route = createFileRoute('/_authed/schedule/calendar')({
  staticData: { title: keyFromSelector(($) => $.calendar.title) },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.calendar.loadFailed)} />,
  component: CalendarRoute,
});
