import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { DocumentListPage } from '../../features/documents/DocumentListPage';

export const Route = createFileRoute('/document/list')({
  staticData: { title: messages.documents.title },
  component: DocumentListPage,
});
