import { faqKeywordWords } from '@portal/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { FaqSearchPage } from '../../features/faq/FaqSearchPage';
import { loadOrReturnToTop } from '../../features/faq/loadOrReturn';

export const Route = createFileRoute('/faq/search')({
  staticData: { title: messages.faq.titles.search },
  validateSearch: (search: Record<string, unknown>): { keyWord: string } => ({
    keyWord: typeof search.keyWord === 'string' ? search.keyWord.trim() : String(search.keyWord ?? '').trim(),
  }),
  loaderDeps: ({ search }) => ({ keyWord: search.keyWord }),
  loader: async ({ context, deps }) => {
    // Nothing to search for: the keyword box lives on FAQ TOP.
    if (faqKeywordWords(deps.keyWord).length === 0) throw redirect({ href: paths.faqTop });
    await loadOrReturnToTop(() => context.queryClient.ensureQueryData(queries.faqSearch(deps.keyWord)));
  },
  component: function FaqSearchRoute() {
    return <FaqSearchPage keyWord={Route.useSearch().keyWord} />;
  },
});
