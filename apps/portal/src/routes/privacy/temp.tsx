import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { TermsPage } from '../../features/terms/TermsPage';

// Type 2 is read as the prospective members' notice (the server maps it to privacy_temp).
export const Route = createFileRoute('/privacy/temp')({
  staticData: { title: messages.terms.titles.privacyTemp },
  component: () => <TermsPage type={2} />,
});
