import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../../../app/api';
import { defined, positiveInt } from '../../../../../app/searchParams';
import { FaqArticleListPage } from '../../../../../features/faq/FaqArticleListPage';
import { faqTopAfterFailure, loadOrReturnToTop, routeId } from '../../../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/_authed/faq/article/List/$id')({
  staticData: { title: keyFromSelector(($) => $.faq.titles.articles) },
  validateSearch: (search: Record<string, unknown>): { categoryId?: number } =>
    defined({ categoryId: positiveInt(search.categoryId) }),
  loaderDeps: ({ search }) => ({ categoryId: search.categoryId }),
  loader: async ({ context, params, deps }) => {
    const id = routeId(params.id);
    if (id === null) throw faqTopAfterFailure();
    // The names of the section and its category only label the page: without them it still lists.
    if (deps.categoryId) {
      void context.queryClient.prefetchQuery(queries.getFaqCategories());
      void context.queryClient.prefetchQuery(queries.getFaqSections({ id: deps.categoryId }));
    }
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.getFaqArticles({ id })));
    return { id, categoryId: deps.categoryId };
  },
  component: function FaqArticleListRoute() {
    const { id, categoryId } = Route.useLoaderData();
    return <FaqArticleListPage sectionId={id} categoryId={categoryId} />;
  },
});
