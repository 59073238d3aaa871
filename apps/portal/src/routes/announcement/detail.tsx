import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../app/messages';
import { AnnouncementDetailPage } from '../../features/announcements/AnnouncementDetailPage';

const searchSchema = z.object({
  announcementsId: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/announcement/detail')({
  validateSearch: searchSchema,
  staticData: { title: messages.titles.announcementDetail },
  component: AnnouncementDetailRoute,
});

function AnnouncementDetailRoute() {
  const { announcementsId } = Route.useSearch();
  // Keyed by id so moving between announcements starts each one afresh.
  return <AnnouncementDetailPage key={announcementsId} announcementsId={announcementsId} />;
}
