import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { AnnouncementListPage } from '../../features/announcements/AnnouncementListPage';
import { type ListSearch, parseListSearch } from '../../features/announcements/search';

// Announcements have no labels.
const searchSchema = (search: Record<string, unknown>): Omit<ListSearch, 'labelsId'> => {
  const { labelsId: _labels, ...rest } = parseListSearch(search);
  return rest;
};

export const Route = createFileRoute('/announcement/list')({
  validateSearch: searchSchema,
  staticData: { title: messages.titles.announcementList },
  component: AnnouncementListRoute,
});

function AnnouncementListRoute() {
  const search = Route.useSearch();
  return <AnnouncementListPage search={search} />;
}
