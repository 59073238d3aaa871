import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { FaqTopPage } from '../../../features/faq/FaqTopPage';

export const Route = createFileRoute('/_authed/faq/')({
  staticData: { title: keyFromSelector(($) => $.faq.titles.top) },
  validateSearch: (search: Record<string, unknown>): { loadFailed?: 1 } =>
    String(search.loadFailed) === '1' ? { loadFailed: 1 } : {},
  // A failure is shown by the page itself: FAQ TOP is where the other FAQ pages fall back to.
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getFaqCategories()).catch(() => undefined),
  component: function FaqTopRoute() {
    const { loadFailed } = Route.useSearch();
    return <FaqTopPage loadFailed={loadFailed === 1} />;
  },
});
