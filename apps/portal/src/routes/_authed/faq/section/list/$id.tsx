import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../../../app/api';
import { FaqSectionListPage } from '../../../../../features/faq/FaqSectionListPage';
import { faqTopAfterFailure, loadOrReturnToTop, routeId } from '../../../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/_authed/faq/section/list/$id')({
  staticData: { title: keyFromSelector(($) => $.faq.titles.sections) },
  loader: async ({ context, params }) => {
    const id = routeId(params.id);
    if (id === null) throw faqTopAfterFailure();
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.getFaqSections({ id })));
    return { id };
  },
  component: function FaqSectionListRoute() {
    return <FaqSectionListPage categoryId={Route.useLoaderData().id} />;
  },
});
