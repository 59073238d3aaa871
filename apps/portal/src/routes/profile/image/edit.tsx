import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../../app/messages';
import { ProfileImagePage } from '../../../features/profile/ProfileImagePage';

export const Route = createFileRoute('/profile/image/edit')({
  staticData: { title: messages.profile.titles.image },
  component: ProfileImagePage,
});
