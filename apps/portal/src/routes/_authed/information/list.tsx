import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { NewsListPage } from '../../../features/news/NewsListPage';
import { loadNewsList } from '../../../features/news/news';
import { parseListSearch } from '../../../features/news/search';
import { RouteError } from '../../../features/shell/RouteStates';

// Information is for every role; its list adds the label filter.
export const Route = createFileRoute('/_authed/information/list')({
  staticData: { title: keyFromSelector(($) => $.titles.informationList) },
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadNewsList(context.queryClient, 'information', deps, cause),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.information.loadFailed)} />,
  component: () => <NewsListPage kind="information" search={Route.useSearch()} />,
});
