import type { ApplicantKind } from '../membership/membership';
import { messageCode } from '../validation/codes';

/** Spec 1 §4 / 2 §6: path prefixes (whole segments) that do not need a signed-in session. */
export const PUBLIC_PATH_PREFIXES = [
  '/trial',
  '/consult',
  '/no_account/online_apply',
  '/password',
  // Issue 32: a mailed family invitation opens before the family has an account.
  '/invitation',
] as const;

/**
 * Spec 1 §2 / §8: pages open without a session besides those prefixes: the sign-in page an expired session
 * is sent to, and the terms and privacy notices a visitor must be able to read before signing in.
 */
export const PUBLIC_PATHS = ['/login', '/kiyaku', '/privacy/main', '/privacy/temp'] as const;

/** Spec 1 §2: the retired contact pages, which all redirect to /. */
export const RETIRED_CONTACT_PATHS = ['/contact', '/contact/form', '/contact/confirm', '/contact/complete'] as const;

/** The path alone: no query or fragment, no trailing slash ('/' stays '/'). */
function barePath(path: string): string {
  const trimmed = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Spec 1 §4 "Access": every route except those beginning /trial, /consult and /no_account/online_apply
 * (and the sign-in and terms pages) needs a session. A prefix matches whole segments, so /trialx needs one.
 */
export function requiresAuth(path: string): boolean {
  const bare = barePath(path);
  if ((PUBLIC_PATHS as readonly string[]).includes(bare)) return false;
  return !PUBLIC_PATH_PREFIXES.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

/** Spec 1 §2: whether a path is one of the retired contact pages that redirect to /. */
export function isRetiredContactPath(path: string): boolean {
  return (RETIRED_CONTACT_PATHS as readonly string[]).includes(barePath(path));
}

/** Spec 1 §2 "Layout": a sidebar entry. */
export type MenuItem =
  | 'announcements'
  | 'chat'
  | 'calendar'
  | 'columns'
  | 'attendance'
  | 'childPosts'
  | 'everyonePosts'
  | 'assessment'
  | 'elearning'
  | 'information'
  | 'invite'
  | 'faq'
  | 'contact'
  | 'trial'
  | 'onlineApply'
  | 'documents'
  | 'alreadySignedUp';

/** Spec 1 §2 "Layout": a sidebar group; roles 7 and 8 get one limited list instead of the four groups. */
export type MenuGroupId = 'classroom' | 'child' | 'other' | 'prospective' | 'limited';

/** Spec 1 §2 "Layout": a sidebar group and its entries, in display order. */
export interface MenuGroup {
  group: MenuGroupId;
  items: MenuItem[];
}

/**
 * Spec 1 §2 "Layout": the full sidebar of four groups, and the limited menus of roles 7 and 8 in the
 * order the spec lists them.
 */
export function sidebarMenu(role: number): MenuGroup[] {
  if (role === 7) {
    return [{ group: 'limited', items: ['information', 'trial', 'documents', 'contact', 'faq'] }];
  }
  if (role === 8) {
    return [{ group: 'limited', items: ['attendance', 'childPosts', 'trial', 'onlineApply', 'documents', 'contact'] }];
  }
  return [
    { group: 'classroom', items: ['announcements', 'chat', 'calendar', 'columns'] },
    {
      group: 'child',
      items: ['attendance', 'childPosts', 'everyonePosts', 'assessment', 'elearning', 'information'],
    },
    { group: 'other', items: ['invite', 'faq', 'contact'] },
    { group: 'prospective', items: ['trial', 'onlineApply', 'documents', 'alreadySignedUp'] },
  ];
}

/** Spec 1 §6: prospective members (role 7) read the temporary privacy notice, everyone else the main one. */
export function privacyNoticeFor(role: number | null | undefined): 'main' | 'temp' {
  return role === 7 ? 'temp' : 'main';
}

/** Spec 2 §2.1: how a guarded application screen was reached. */
export interface Arrival {
  hasPreviousRoute: boolean;
  isReload: boolean;
}

/**
 * Spec 2 §2.1: a screen reached directly (no previous route, not a reload) sends the user to the list,
 * or for no-account users to verify_identity; null lets the screen open.
 */
export function guardApplicationScreen(arrival: Arrival, kind: ApplicantKind): 'list' | 'verify_identity' | null {
  if (arrival.hasPreviousRoute || arrival.isReload) return null;
  return kind === 'noAccount' ? 'verify_identity' : 'list';
}

/** Spec 2 §2.3 / §2.4: the steps of the trial and consultation forms. */
export const BookingStep = { Form: 0, Confirm: 1, Complete: 2 } as const;
/** Spec 2 §2.3: a booking step. */
export type BookingStep = (typeof BookingStep)[keyof typeof BookingStep];

/**
 * Spec 2 §2.4: which step a booking page may show: confirm without input and complete not reached
 * from confirm both return to the form.
 */
export function allowedBookingStep(
  requested: BookingStep,
  ctx: { hasInput: boolean; cameFromConfirm: boolean },
): BookingStep {
  if (requested === BookingStep.Confirm && !ctx.hasInput) return BookingStep.Form;
  if (requested === BookingStep.Complete && !ctx.cameFromConfirm) return BookingStep.Form;
  return requested;
}

/** Spec 1 §2 "Everyone's posts": the report button shows only while the post is not reported. */
export function canReportPost(post: { report_flag?: number | boolean | null }): boolean {
  return !post.report_flag;
}

/** Spec 1 §6 / §8: the assessment may start only with a humanId and canTake true (else a message code). */
export function assessmentStartCheck(
  student: { humanId?: string | null; canTake?: boolean | null } | null | undefined,
): { ok: true; humanId: string } | { ok: false; message: string } {
  if (!student?.humanId) return { ok: false, message: messageCode('notices.assessment.childLoadFailed') };
  if (!student.canTake) return { ok: false, message: messageCode('notices.assessment.cannotTake') };
  return { ok: true, humanId: student.humanId };
}
