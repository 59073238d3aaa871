import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../app/api';
import { TermsPage } from '../../features/terms/TermsPage';

export const Route = createFileRoute('/_open/kiyaku')({
  staticData: { title: keyFromSelector(($) => $.terms.titles.kiyaku) },
  // Started here; the page shows the loading message and the server's failure words itself (spec 2 §2.6).
  loader: ({ context }) => void context.queryClient.prefetchQuery(queries.getTerm({ type: 1 })),
  component: () => <TermsPage type={1} />,
});
