import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../app/messages';
import { InvitePage } from '../../features/invite/InvitePage';

export const Route = createFileRoute('/invite/')({
  staticData: { title: messages.invite.title },
  component: InvitePage,
});
