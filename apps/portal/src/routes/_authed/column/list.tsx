import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { ColumnListPage } from '../../../features/columns/ColumnListPage';
import { parseColumnSearch, toColumnQuery } from '../../../features/columns/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/column/list')({
  staticData: { title: keyFromSelector(($) => $.columns.title) },
  validateSearch: parseColumnSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(queries.getColumns(toColumnQuery(deps))),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.columns.loadFailed)} />,
  component: () => <ColumnListPage search={Route.useSearch()} />,
});
