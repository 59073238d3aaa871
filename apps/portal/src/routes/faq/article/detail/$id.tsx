import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../../../../app/api';
import { messages } from '../../../../app/messages';
import { FaqArticleDetailPage } from '../../../../features/faq/FaqArticleDetailPage';
import { faqTopAfterFailure, loadOrReturnToTop, routeId } from '../../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/faq/article/detail/$id')({
  staticData: { title: messages.faq.titles.detail },
  loader: async ({ context, params }) => {
    const id = routeId(params.id);
    if (id === null) throw faqTopAfterFailure();
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.faqArticle(id)));
    return { id };
  },
  component: function FaqArticleDetailRoute() {
    return <FaqArticleDetailPage articleId={Route.useLoaderData().id} />;
  },
});
