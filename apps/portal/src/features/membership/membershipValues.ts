import type { Schemas } from '@portal/api-client';
import { createMembershipInputSchema } from '@portal/domain';
import { z } from 'zod';

/**
 * The input screen keeps every value as a string in one flat record (the form layer's drafts are flat,
 * ADR 015): the child's fields are `kid…`, the guardian's `guardian…`. The domain's nested schema decides
 * (the server runs the same one); `flatMembershipSchema` nests the values, runs it and names each issue
 * by its flat field.
 */
export const KID_KEYS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'birthday',
  'genderId',
  'schoolName',
  'schoolGrade',
] as const;
export const GUARDIAN_KEYS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'birthYear',
  'genderId',
  'telNumber',
  'telNumberBackup',
  'email',
  'emailKbn',
  'emailBackup',
  'emailBackupKbn',
  'jobId',
  'kankeiCode',
  'kankeiSonota',
  'zipcode',
  'prefectureId',
  'city',
  'block',
  'building',
] as const;

const cap = <K extends string>(key: K) => `${key[0]?.toUpperCase() ?? ''}${key.slice(1)}` as Capitalize<K>;
export const kidField = <K extends (typeof KID_KEYS)[number]>(key: K) => `kid${cap(key)}` as const;
export const guardianField = <K extends (typeof GUARDIAN_KEYS)[number]>(key: K) => `guardian${cap(key)}` as const;

/** The field groups' parts (ADR 038) named by this form's flat fields: the child's, the guardian's. */
export const kidNames = Object.fromEntries(KID_KEYS.map((key) => [key, kidField(key)])) as Record<
  (typeof KID_KEYS)[number],
  MembershipField
>;
export const guardianNames = Object.fromEntries(GUARDIAN_KEYS.map((key) => [key, guardianField(key)])) as Record<
  (typeof GUARDIAN_KEYS)[number],
  MembershipField
>;

type KidField = `kid${Capitalize<(typeof KID_KEYS)[number]>}`;
type GuardianField = `guardian${Capitalize<(typeof GUARDIAN_KEYS)[number]>}`;
export type MembershipField = KidField | GuardianField | 'privacy';
/** privacy is '1' when ticked: drafts keep strings only. */
export type MembershipValues = Record<MembershipField, string>;

/** Every field in screen order (the error summary's order). */
export const MEMBERSHIP_FIELDS: readonly MembershipField[] = [
  ...KID_KEYS.map(kidField),
  ...GUARDIAN_KEYS.map(guardianField),
  'privacy',
];

export const emptyMembershipValues = (): MembershipValues =>
  ({
    ...Object.fromEntries(MEMBERSHIP_FIELDS.map((f) => [f, ''])),
  }) as MembershipValues;

/** Spec 2 §7 form-data: the prefill (any value may be null) as form values; the login email is kept. */
export function valuesFromPrefill(
  prefill: { kidForm: Record<string, unknown>; userForm: Record<string, unknown> } | undefined,
): MembershipValues {
  const values = emptyMembershipValues();
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  for (const key of KID_KEYS) values[kidField(key)] = text(prefill?.kidForm[key]);
  for (const key of GUARDIAN_KEYS) values[guardianField(key)] = text(prefill?.userForm[key]);
  return values;
}

/** The flat values as the nested body of POST /api/membership/online/guardian (without the ids). */
export function nestMembershipValues(values: MembershipValues) {
  return {
    kidForm: Object.fromEntries(KID_KEYS.map((k) => [k, values[kidField(k)] ?? ''])),
    guardianForm: Object.fromEntries(GUARDIAN_KEYS.map((k) => [k, values[guardianField(k)] ?? ''])),
    privacy: values.privacy === '1',
  };
}

/** A nested issue path (kidForm.lastName) as its flat field (kidLastName). */
export function flatFieldOf(path: readonly PropertyKey[]): string {
  const [group, key] = path.map(String);
  if (group === 'kidForm' && key) return `kid${cap(key)}`;
  if (group === 'guardianForm' && key) return `guardian${cap(key)}`;
  return group ?? '';
}

/** Spec 2 §3.1 / §3.2 / §5.2 / §5.3: the domain's input schema over the flat values. */
export function flatMembershipSchema(today: Date) {
  const schema = createMembershipInputSchema(today);
  return z
    .custom<MembershipValues>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx) => {
      const result = schema.safeParse(nestMembershipValues(values));
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: [flatFieldOf(issue.path)], message: issue.message });
      }
      return z.NEVER;
    });
}

/** The checked input as the contract's body. */
export function membershipBody(
  input: z.infer<ReturnType<typeof createMembershipInputSchema>>,
  ids: { kidId: number; subscriptionCode: string },
): Schemas['MembershipForm'] {
  return { ...ids, ...input, privacy: true } as Schemas['MembershipForm'];
}

import type { StepSearch } from './stepSearch';

export type { StepSearch };

export const membershipDraftKey = (search: StepSearch) => `membership.${search.kidId}.${search.subscriptionCode}`;

/**
 * Issue 16: a 422 answer to the sent input goes back to the input screen, each message beside its field.
 * The messages wait in session storage (by flat field) for the input screen, which takes them once.
 */
const serverErrorsKey = (search: StepSearch) => `${membershipDraftKey(search)}.serverErrors`;

export function keepServerErrors(search: StepSearch, errors: Record<string, readonly string[]>): void {
  const flat: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = flatFieldOf(path.split('.'));
    const message = messages[0];
    if (message !== undefined && flat[field] === undefined) flat[field] = message;
  }
  try {
    sessionStorage.setItem(serverErrorsKey(search), JSON.stringify(flat));
  } catch {
    // Storage refused (private mode): the confirmation screen still lists the messages.
  }
}

export function takeServerErrors(search: StepSearch): Record<string, string> {
  try {
    const key = serverErrorsKey(search);
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return raw ? (JSON.parse(raw) as Record<string, string>) : {};
  } catch {
    return {};
  }
}
