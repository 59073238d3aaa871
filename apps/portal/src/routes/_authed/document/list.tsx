import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { DocumentListPage } from '../../../features/documents/DocumentListPage';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/document/list')({
  staticData: { title: keyFromSelector(($) => $.documents.title) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getDocuments()),
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.documents.loadFailed)} />,
  component: DocumentListPage,
});
