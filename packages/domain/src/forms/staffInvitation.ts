import { z } from 'zod';
import { choiceId, emailAddress, requiredText } from '../validation/rules';

/** Issue 32 (ADR 042): a staff member's standing at the classrooms the list shows. */
export const STAFF_STATUSES = ['active', 'invited', 'expired', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * Issue 32 「スタッフを招待する」: an owner invites a colleague into one of the classrooms they own: the colleague's
 * name and email. Every missing field is listed at once. The classroom is sent as its id (a select's text on the
 * page, a number in the request).
 */
export const staffInvitationSchema = z.object({
  classroomId: choiceId('classroom'),
  lastName: requiredText('lastName'),
  firstName: requiredText('firstName'),
  email: emailAddress('email'),
});
export type StaffInvitation = z.output<typeof staffInvitationSchema>;
/** The invite form's values as the form layer keeps them (text). */
export type StaffInvitationValues = { classroomId: string; lastName: string; firstName: string; email: string };
