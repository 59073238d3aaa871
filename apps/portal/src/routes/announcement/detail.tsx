import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { defined, positiveInt } from '../../app/searchParams';
import { AnnouncementDetailPage } from '../../features/announcements/AnnouncementDetailPage';

const searchSchema = (search: Record<string, unknown>): { announcementsId?: number } =>
  defined({ announcementsId: positiveInt(search.announcementsId) });

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
