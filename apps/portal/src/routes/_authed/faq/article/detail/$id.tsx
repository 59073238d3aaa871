import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../../../app/api';
import { defined, positiveInt } from '../../../../../app/searchParams';
import { FaqArticleDetailPage } from '../../../../../features/faq/FaqArticleDetailPage';
import { faqTopAfterFailure, loadOrReturnToTop, routeId } from '../../../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/_authed/faq/article/detail/$id')({
  staticData: { title: keyFromSelector(($) => $.faq.titles.detail) },
  validateSearch: (search: Record<string, unknown>): { categoryId?: number; keyWord?: string } =>
    defined({
      categoryId: positiveInt(search.categoryId),
      // The search the article was opened from (its way back); a value that is no search's words is dropped.
      keyWord:
        typeof search.keyWord === 'string' && search.keyWord.trim() !== '' && search.keyWord.length <= 100
          ? search.keyWord
          : undefined,
    }),
  loaderDeps: ({ search }) => ({ categoryId: search.categoryId }),
  loader: async ({ context, params, deps }) => {
    const id = routeId(params.id);
    if (id === null) throw faqTopAfterFailure();
    // The names of the section and its category only label the page (breadcrumb).
    if (deps.categoryId) {
      void context.queryClient.prefetchQuery(queries.getFaqCategories());
      void context.queryClient.prefetchQuery(queries.getFaqSections({ id: deps.categoryId }));
    }
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.getFaqArticle({ id })));
    return { id, categoryId: deps.categoryId };
  },
  component: function FaqArticleDetailRoute() {
    const { id, categoryId } = Route.useLoaderData();
    const { keyWord } = Route.useSearch();
    return <FaqArticleDetailPage articleId={id} categoryId={categoryId} keyWord={keyWord} />;
  },
});
