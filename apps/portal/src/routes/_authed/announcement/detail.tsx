import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, positiveInt } from '../../../app/searchParams';
import { NewsDetailPage } from '../../../features/news/NewsDetailPage';
import { loadNewsDetail, requireReader } from '../../../features/news/news';
import { type ListSearch, parseListSearch } from '../../../features/news/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/announcement/detail')({
  staticData: { title: keyFromSelector(($) => $.titles.announcementDetail) },
  // The list's page and filters ride along for the back link (issue 31 item 27); announcements have no labels.
  validateSearch: (search: Record<string, unknown>): { announcementsId?: number } & Omit<ListSearch, 'labelsId'> => {
    const { labelsId: _labels, ...from } = parseListSearch(search);
    return { ...from, ...defined({ announcementsId: positiveInt(search.announcementsId) }) };
  },
  beforeLoad: ({ context }) => requireReader('announcement', context.user.role),
  loaderDeps: ({ search }) => ({ id: search.announcementsId }),
  loader: async ({ context, deps }) => ({ id: await loadNewsDetail(context.queryClient, 'announcement', deps.id) }),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.announcements.loadFailed)} />,
  component: function AnnouncementDetailRoute() {
    const { announcementsId: _id, ...from } = Route.useSearch();
    return <NewsDetailPage kind="announcement" id={Route.useLoaderData().id} from={from} />;
  },
});
