import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../app/messages';
import { InformationDetailPage } from '../../features/information/InformationDetailPage';

const searchSchema = z.object({
  informationsId: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/information/detail')({
  validateSearch: searchSchema,
  staticData: { title: messages.titles.informationDetail },
  component: InformationDetailRoute,
});

function InformationDetailRoute() {
  const { informationsId } = Route.useSearch();
  return <InformationDetailPage key={informationsId} informationsId={informationsId} />;
}
