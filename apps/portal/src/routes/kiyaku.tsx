import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../app/messages';
import { TermsPage } from '../features/terms/TermsPage';

export const Route = createFileRoute('/kiyaku')({
  staticData: { title: messages.terms.titles.kiyaku },
  component: () => <TermsPage type={1} />,
});
