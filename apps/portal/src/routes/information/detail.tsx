import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { defined, positiveInt } from '../../app/searchParams';
import { InformationDetailPage } from '../../features/information/InformationDetailPage';

const searchSchema = (search: Record<string, unknown>): { informationsId?: number } =>
  defined({ informationsId: positiveInt(search.informationsId) });

export const Route = createFileRoute('/information/detail')({
  validateSearch: searchSchema,
  staticData: { title: messages.titles.informationDetail },
  component: InformationDetailRoute,
});

function InformationDetailRoute() {
  const { informationsId } = Route.useSearch();
  return <InformationDetailPage key={informationsId} informationsId={informationsId} />;
}
