import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, positiveInt } from '../../../app/searchParams';
import { NewsDetailPage } from '../../../features/news/NewsDetailPage';
import { loadNewsDetail } from '../../../features/news/news';
import { type ListSearch, parseListSearch } from '../../../features/news/search';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/information/detail')({
  staticData: { title: keyFromSelector(($) => $.titles.informationDetail) },
  // The list's page and filters ride along for the back link (issue 31 item 27).
  validateSearch: (search: Record<string, unknown>): { informationsId?: number } & ListSearch => ({
    ...parseListSearch(search),
    ...defined({ informationsId: positiveInt(search.informationsId) }),
  }),
  loaderDeps: ({ search }) => ({ id: search.informationsId }),
  loader: async ({ context, deps }) => ({ id: await loadNewsDetail(context.queryClient, 'information', deps.id) }),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.information.loadFailed)} />,
  component: function InformationDetailRoute() {
    const { informationsId: _id, ...from } = Route.useSearch();
    return <NewsDetailPage kind="information" id={Route.useLoaderData().id} from={from} />;
  },
});
