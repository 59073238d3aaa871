import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { LmsPage } from '../../../features/lms/LmsPage';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/lms/')({
  staticData: { title: keyFromSelector(($) => $.lms.title) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getLmsKids()),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lms.loadFailed)} />,
  component: LmsPage,
});
