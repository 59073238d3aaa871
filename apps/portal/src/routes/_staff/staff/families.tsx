import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, text } from '../../../app/searchParams';
import { StaffFamilyInvitationsPage } from '../../../features/invitations/StaffFamilyInvitationsPage';

/** A trial booking's guardian, when the invite form is opened from the trial list (issue 32). */
const searchSchema = (search: Record<string, unknown>): { lastName?: string; firstName?: string; email?: string } =>
  defined({
    lastName: text(search.lastName, 255),
    firstName: text(search.firstName, 255),
    email: text(search.email, 255),
  });

// Issue 32: the classroom invites families and follows their invitations.
export const Route = createFileRoute('/_staff/staff/families')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.familyInvitation.staff.title) },
  component: function StaffFamiliesRoute() {
    const { lastName, firstName, email } = Route.useSearch();
    return (
      <StaffFamilyInvitationsPage
        prefill={defined({ guardianLastName: lastName, guardianFirstName: firstName, guardianEmail: email })}
      />
    );
  },
});
