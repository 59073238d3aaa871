import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { NewsListPage } from '../../../features/news/NewsListPage';
import { loadNewsList, requireReader } from '../../../features/news/news';
import { type ListSearch, parseListSearch } from '../../../features/news/search';
import { RouteError } from '../../../features/shell/RouteStates';

// Announcements have no labels.
const validateSearch = (search: Record<string, unknown>): Omit<ListSearch, 'labelsId'> => {
  const { labelsId: _labels, ...rest } = parseListSearch(search);
  return rest;
};

export const Route = createFileRoute('/_authed/announcement/list')({
  staticData: { title: keyFromSelector(($) => $.titles.announcementList), serverRendered: true },
  validateSearch,
  beforeLoad: ({ context }) => requireReader('announcement', context.user.role),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadNewsList(context.queryClient, 'announcement', deps, cause),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.announcements.loadFailed)} />,
  component: () => <NewsListPage kind="announcement" search={Route.useSearch()} />,
});
