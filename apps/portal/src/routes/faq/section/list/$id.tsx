import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../../../../app/api';
import { messages } from '../../../../app/messages';
import { FaqSectionListPage } from '../../../../features/faq/FaqSectionListPage';
import { faqTopAfterFailure, loadOrReturnToTop, routeId } from '../../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/faq/section/list/$id')({
  staticData: { title: messages.faq.titles.sections },
  loader: async ({ context, params }) => {
    const id = routeId(params.id);
    if (id === null) throw faqTopAfterFailure();
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.faqSections(id)));
    return { id };
  },
  component: function FaqSectionListRoute() {
    return <FaqSectionListPage categoryId={Route.useLoaderData().id} />;
  },
});
