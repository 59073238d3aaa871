/**
 * Spec 2 §4 / §9.2: the application statuses. The spec names 2, 5 and 9; the steps between are ours:
 * 3 is the guardian's input sent and waiting for the classroom, 1 an application the classroom withdrew.
 */
export const MEMBERSHIP_STATUS = {
  /** Withdrawn by the classroom: not shown to the guardian. */
  withdrawn: 1,
  /** Spec: content confirmation, the guardian's input is awaited. */
  awaitingInput: 2,
  /** The guardian has sent the input; the classroom checks it before the final check. */
  inputSent: 3,
  /** Spec: awaiting the final confirmation (code and signature). */
  awaitingFinalCheck: 5,
  /** Spec: completed (signed). */
  completed: 9,
} as const;

export type MembershipStatusId = (typeof MEMBERSHIP_STATUS)[keyof typeof MEMBERSHIP_STATUS];

/** Every status the table may hold. */
export const MEMBERSHIP_STATUS_IDS: readonly MembershipStatusId[] = Object.values(MEMBERSHIP_STATUS);

/** Spec 2 §4: the statuses the guardian's list shows (others are not shown). */
export const LISTED_MEMBERSHIP_STATUSES: readonly MembershipStatusId[] = [
  MEMBERSHIP_STATUS.awaitingInput,
  MEMBERSHIP_STATUS.awaitingFinalCheck,
  MEMBERSHIP_STATUS.completed,
];

/** Spec 2 §5.5 / issue 16: a certification code allows at most 5 wrong tries. */
export const CERTIFICATION_MAX_ATTEMPTS = 5;

/** Issue 16: how long a certification code issued by the classroom stays valid. */
export const CERTIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Issue 16: the largest signature PNG the server accepts (bytes, decoded). */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** Spec 2 §3.4: the receipt number (subscriptionCode) of an application: M, the entry year, the id. */
export function subscriptionCodeOf(id: number, entryDate: string): string {
  return `M${entryDate.slice(0, 4)}${String(id).padStart(5, '0')}`;
}

/** Issue 16: how long the mailed link of a no-account applicant (spec 2 §2.2) opens the application. */
export const GUEST_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
