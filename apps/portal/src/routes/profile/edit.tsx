import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../app/messages';
import { ProfileEditPage } from '../../features/profile/ProfileEditPage';

const searchSchema = z.object({ notice: z.enum(['changed']).optional().catch(undefined) });

export const Route = createFileRoute('/profile/edit')({
  validateSearch: searchSchema,
  staticData: { title: messages.profile.titles.edit },
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  const { notice } = Route.useSearch();
  return <ProfileEditPage notice={notice} />;
}
