import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { defined, oneOf } from '../../app/searchParams';
import { ProfileListPage } from '../../features/profile/ProfileListPage';

const searchSchema = (search: Record<string, unknown>): { notice?: 'saved' | 'iconSaved' | 'iconDeleted' } =>
  defined({ notice: oneOf(search.notice, ['saved', 'iconSaved', 'iconDeleted']) });

export const Route = createFileRoute('/profile/list')({
  validateSearch: searchSchema,
  staticData: { title: messages.profile.titles.list },
  component: ProfileListRoute,
});

function ProfileListRoute() {
  const { notice } = Route.useSearch();
  return <ProfileListPage notice={notice} />;
}
