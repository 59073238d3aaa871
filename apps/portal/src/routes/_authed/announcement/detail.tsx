import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, positiveInt } from '../../../app/searchParams';
import { NewsDetailPage } from '../../../features/news/NewsDetailPage';
import { loadNewsDetail, requireReader } from '../../../features/news/news';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/announcement/detail')({
  staticData: { title: keyFromSelector(($) => $.titles.announcementDetail) },
  validateSearch: (search: Record<string, unknown>): { announcementsId?: number } =>
    defined({ announcementsId: positiveInt(search.announcementsId) }),
  beforeLoad: ({ context }) => requireReader('announcement', context.user.role),
  loaderDeps: ({ search }) => ({ id: search.announcementsId }),
  loader: async ({ context, deps }) => ({ id: await loadNewsDetail(context.queryClient, 'announcement', deps.id) }),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.announcements.loadFailed)} />,
  component: () => <NewsDetailPage kind="announcement" id={Route.useLoaderData().id} />,
});
