import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { FaqTopPage } from '../../features/faq/FaqTopPage';

export const Route = createFileRoute('/faq/')({
  staticData: { title: messages.faq.titles.top },
  validateSearch: (search: Record<string, unknown>): { loadFailed?: 1 } =>
    String(search.loadFailed) === '1' ? { loadFailed: 1 } : {},
  // A failure is shown by the page itself: FAQ TOP is where the other FAQ pages fall back to.
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.faqCategories()).catch(() => undefined),
  component: function FaqTopRoute() {
    const { loadFailed } = Route.useSearch();
    return <FaqTopPage loadFailed={loadFailed === 1} />;
  },
});
