import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, positiveInt } from '../../../app/searchParams';
import { NewsDetailPage } from '../../../features/news/NewsDetailPage';
import { loadNewsDetail } from '../../../features/news/news';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/information/detail')({
  staticData: { title: keyFromSelector(($) => $.titles.informationDetail) },
  validateSearch: (search: Record<string, unknown>): { informationsId?: number } =>
    defined({ informationsId: positiveInt(search.informationsId) }),
  loaderDeps: ({ search }) => ({ id: search.informationsId }),
  loader: async ({ context, deps }) => ({ id: await loadNewsDetail(context.queryClient, 'information', deps.id) }),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.information.loadFailed)} />,
  component: () => <NewsDetailPage kind="information" id={Route.useLoaderData().id} />,
});
