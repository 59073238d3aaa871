import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { parseListSearch } from '../../features/announcements/search';
import { InformationListPage } from '../../features/information/InformationListPage';

export const Route = createFileRoute('/information/list')({
  validateSearch: parseListSearch,
  staticData: { title: messages.titles.informationList },
  component: InformationListRoute,
});

function InformationListRoute() {
  const search = Route.useSearch();
  return <InformationListPage search={search} />;
}
