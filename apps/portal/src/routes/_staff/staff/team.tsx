import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffTeamPage } from '../../../features/staffTeam/StaffTeamPage';

// Issue 32 (ADR 042): an owner invites the classroom's staff and deactivates them.
export const Route = createFileRoute('/_staff/staff/team')({
  staticData: { title: keyFromSelector(($) => $.staffTeam.title) },
  component: StaffTeamPage,
});
