import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, text } from '../../app/searchParams';
import { AcceptInvitationPage } from '../../features/invitations/AcceptInvitationPage';

/** The mailed invitation's token; the server says whether it still opens (issue 32). */
const searchSchema = (search: Record<string, unknown>): { token?: string } =>
  defined({ token: text(search.token, 200) });

export const Route = createFileRoute('/_public/invitation')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.familyInvitation.accept.title) },
  component: function InvitationRoute() {
    const { token } = Route.useSearch();
    return <AcceptInvitationPage token={token ?? ''} />;
  },
});
