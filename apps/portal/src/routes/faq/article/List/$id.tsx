import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../../../../app/api';
import { messages } from '../../../../app/messages';
import { FaqArticleListPage } from '../../../../features/faq/FaqArticleListPage';
import { faqTopAfterFailure, loadOrReturnToTop, routeId } from '../../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/faq/article/List/$id')({
  staticData: { title: messages.faq.titles.articles },
  loader: async ({ context, params }) => {
    const id = routeId(params.id);
    if (id === null) throw faqTopAfterFailure();
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.faqArticles(id)));
    return { id };
  },
  component: function FaqArticleListRoute() {
    return <FaqArticleListPage sectionId={Route.useLoaderData().id} />;
  },
});
