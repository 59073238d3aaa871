import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { ProfileConfirmPage } from '../../features/profile/ProfileConfirmPage';

export const Route = createFileRoute('/profile/confirm')({
  staticData: { title: messages.profile.titles.confirm },
  component: ProfileConfirmPage,
});
