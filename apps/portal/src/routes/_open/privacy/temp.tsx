import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { TermsPage } from '../../../features/terms/TermsPage';

// Type 2 is read as the prospective members' notice (the server maps it to privacy_temp).
export const Route = createFileRoute('/_open/privacy/temp')({
  staticData: { title: keyFromSelector(($) => $.terms.titles.privacyTemp) },
  // Started here; the page shows the loading message and the server's failure words itself (spec 2 §2.6).
  loader: ({ context }) => void context.queryClient.prefetchQuery(queries.getTerm({ type: 2 })),
  component: () => <TermsPage type={2} />,
});
