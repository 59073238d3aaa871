import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { TermsPage } from '../../features/terms/TermsPage';

export const Route = createFileRoute('/privacy/main')({
  staticData: { title: messages.terms.titles.privacyMain },
  component: () => <TermsPage type={3} />,
});
