import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../app/messages';
import { ProfileListPage } from '../../features/profile/ProfileListPage';

const searchSchema = z.object({
  notice: z.enum(['saved', 'iconSaved', 'iconDeleted']).optional().catch(undefined),
});

export const Route = createFileRoute('/profile/list')({
  validateSearch: searchSchema,
  staticData: { title: messages.profile.titles.list },
  component: ProfileListRoute,
});

function ProfileListRoute() {
  const { notice } = Route.useSearch();
  return <ProfileListPage notice={notice} />;
}
