import { faqKeywordWords } from '@portal/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { FaqSearchPage } from '../../../features/faq/FaqSearchPage';
import { faqLinks } from '../../../features/faq/links';
import { loadOrReturnToTop } from '../../../features/faq/loadOrReturn';

export const Route = createFileRoute('/_authed/faq/search')({
  staticData: { title: keyFromSelector(($) => $.faq.titles.search) },
  validateSearch: (search: Record<string, unknown>): { keyWord: string } => ({
    keyWord: typeof search.keyWord === 'string' ? search.keyWord.trim() : String(search.keyWord ?? '').trim(),
  }),
  loaderDeps: ({ search }) => ({ keyWord: search.keyWord }),
  loader: async ({ context, deps }) => {
    // Nothing to search for: the keyword box lives on FAQ TOP.
    if (faqKeywordWords(deps.keyWord).length === 0) throw redirect(faqLinks.top);
    await loadOrReturnToTop(() =>
      context.queryClient.ensureQueryData(queries.searchFaqArticles({ keyWord: deps.keyWord })),
    );
  },
  component: function FaqSearchRoute() {
    return <FaqSearchPage keyWord={Route.useSearch().keyWord} />;
  },
});
