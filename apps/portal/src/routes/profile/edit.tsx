import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { defined, oneOf } from '../../app/searchParams';
import { ProfileEditPage } from '../../features/profile/ProfileEditPage';

const searchSchema = (search: Record<string, unknown>): { notice?: 'changed' } =>
  defined({ notice: oneOf(search.notice, ['changed']) });

export const Route = createFileRoute('/profile/edit')({
  validateSearch: searchSchema,
  staticData: { title: messages.profile.titles.edit },
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  const { notice } = Route.useSearch();
  return <ProfileEditPage notice={notice} />;
}
