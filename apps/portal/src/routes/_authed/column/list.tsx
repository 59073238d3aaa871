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
  // A change of course, order or page on the list itself does not wait: the cards stay, busy (issue 31 item 28).
  loader: async ({ context, deps, cause }) => {
    const query = queries.getColumns(toColumnQuery(deps));
    if (cause === 'stay') void context.queryClient.prefetchQuery(query);
    else await context.queryClient.ensureQueryData(query);
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.columns.loadFailed)} />,
  component: () => <ColumnListPage search={Route.useSearch()} />,
});
