import { messageCode } from '../validation/codes';
/** Spec 2 §2.1: the application step names a status leads to. */
export type MembershipStep = 'content_conf' | 'final_conf' | 'complete_registration' | 'verify_identity' | 'list';

/** Spec 2 §2: the two route families. */
export type ApplicantKind = 'account' | 'noAccount';

/** Spec 2 §2: the path prefix of a route family. */
export function applyPathPrefix(kind: ApplicantKind): string {
  return kind === 'noAccount' ? '/no_account/online_apply' : '/online_apply';
}

/** Spec 2 §2: a route is the no-account kind when its name starts with NoAccount. */
export function applicantKindOfRoute(routeName: string): ApplicantKind {
  return routeName.startsWith('NoAccount') ? 'noAccount' : 'account';
}

/** Spec 2 §2.1: a list card goes to the step of its statusId (2 content_conf, 5 final_conf, 9 complete_registration). */
export function stepForStatus(statusId: number): MembershipStep | null {
  if (statusId === 2) return 'content_conf';
  if (statusId === 5) return 'final_conf';
  if (statusId === 9) return 'complete_registration';
  return null;
}

/** Spec 2 §4 / §8: what verify_identity does with a status: 9 alerts and goes to /login (texts are message codes). */
export function verifyOutcome(
  statusId: number,
): { kind: 'alertThenLogin'; message: string } | { kind: 'proceed'; step: MembershipStep; buttonLabel: string } {
  if (statusId === 9) return { kind: 'alertThenLogin', message: messageCode('labels.membership.alreadyComplete') };
  if (statusId === 5)
    return { kind: 'proceed', step: 'final_conf', buttonLabel: messageCode('labels.membership.toFinalConfirmation') };
  return { kind: 'proceed', step: 'content_conf', buttonLabel: messageCode('labels.membership.proceed') };
}

/** Spec 2 §2.1: where Back from a confirmation screen goes: the list, or verify_identity without an account. */
export function backFromConfirmation(kind: ApplicantKind): MembershipStep {
  return kind === 'noAccount' ? 'verify_identity' : 'list';
}

/**
 * Spec 2 §4: the label of an application status, a message code (2, 5 and 9 have their own; their
 * colours are the look, chosen by the screen).
 */
export function applicationStatusLabel(statusId: number): string {
  const known = statusId === 2 || statusId === 5 || statusId === 9;
  return messageCode(`labels.applicationStatuses.${known ? statusId : 'other'}`);
}

/** Spec 1 §2 "Home page": the pending applications (statusId 2 or 5), flattened across groups. */
export function pendingApplications<T extends { statusId: number }>(
  groups: readonly (readonly T[])[] | Record<string, readonly T[]>,
): T[] {
  const lists = Array.isArray(groups) ? groups : Object.values(groups);
  return lists.flat().filter((a) => a.statusId === 2 || a.statusId === 5);
}

/** Spec 1 §2 "Home page": the membership reminder shows when any application is pending. */
export function showMembershipReminder(groups: Parameters<typeof pendingApplications>[0]): boolean {
  return pendingApplications(groups).length > 0;
}

/** Spec 1 §2 "Home page": the trial invitation shows with no trials, no memberships and a role other than 6. */
export function showTrialInvitation(input: { trialCount: number; membershipCount: number; role: number }): boolean {
  return input.trialCount === 0 && input.membershipCount === 0 && input.role !== 6;
}
