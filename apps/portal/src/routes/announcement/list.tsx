import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { AnnouncementListPage } from '../../features/announcements/AnnouncementListPage';
import { listSearchSchema } from '../../features/announcements/search';

const searchSchema = listSearchSchema.omit({ labelsId: true });

export const Route = createFileRoute('/announcement/list')({
  validateSearch: searchSchema,
  staticData: { title: messages.titles.announcementList },
  component: AnnouncementListRoute,
});

function AnnouncementListRoute() {
  const search = Route.useSearch();
  return <AnnouncementListPage search={search} />;
}
