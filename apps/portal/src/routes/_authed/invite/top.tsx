import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { InvitePage } from '../../../features/invite/InvitePage';

export const Route = createFileRoute('/_authed/invite/top')({
  staticData: { title: keyFromSelector(($) => $.invite.title) },
  component: InvitePage,
});
