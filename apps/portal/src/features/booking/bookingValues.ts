import type { Schemas } from '@portal/api-client';
import {
  ADDITION_QUESTIONNAIRE_IDS,
  bookingAddress,
  bookingFieldErrors,
  MAX_BOOKING_KIDS,
  normalizePhoneNumber,
  type ServerFieldErrors,
  toFullWidthKana,
} from '@portal/domain';
import { z } from 'zod';
import type { ChildNames } from '../../forms/ChildFields';
import { withoutChild } from '../../forms/childRows';

/**
 * The booking forms keep every value as a string in one flat record (the form layer's drafts are flat
 * string records, ADR 015): child n's fields are `kid{n}LastName` …, the follow-ups `addition{id}`. The
 * domain's nested schema still decides: `flatBookingSchema` nests the values, runs it, and names each
 * issue by its flat field, so the server and the form check the same rules.
 */
export const KID_FIELDS = ['LastName', 'FirstName', 'LastNameKana', 'FirstNameKana', 'SchoolGrade'] as const;
type KidSuffix = (typeof KID_FIELDS)[number];
export type KidField = `kid${1 | 2 | 3}${KidSuffix}`;
const ADDITION_FIELDS = ADDITION_QUESTIONNAIRE_IDS.map((id) => `addition${id}` as const);
type AdditionField = (typeof ADDITION_FIELDS)[number];

export const GUARDIAN_FIELDS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'telNumber',
  'email',
  'zipcode',
  'prefectureCity',
  'blockBuilding',
] as const;
export const CONSULT_FIELDS = [
  'kozaCd',
  'desiredWeek1',
  'desiredTime1',
  'desiredWeek2',
  'desiredTime2',
  'desiredWeek3',
  'desiredTime3',
] as const;
const TAIL_FIELDS = ['questionnaire', ...ADDITION_FIELDS, 'questions', 'inviteCode', 'privacy'] as const;

export type BookingField =
  | 'kidCount'
  | KidField
  | (typeof GUARDIAN_FIELDS)[number]
  | (typeof CONSULT_FIELDS)[number]
  | (typeof TAIL_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;

const kidField = (n: number, suffix: KidSuffix) => `kid${n}${suffix}` as KidField;

/** Child n's fields, as the children's field group names them (ADR 038). */
export const kidFieldsOf = (n: number): ChildNames<BookingValues> => ({
  lastName: kidField(n, 'LastName'),
  firstName: kidField(n, 'FirstName'),
  lastNameKana: kidField(n, 'LastNameKana'),
  firstNameKana: kidField(n, 'FirstNameKana'),
  schoolGrade: kidField(n, 'SchoolGrade'),
});
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function emptyBookingValues(email = ''): BookingValues {
  const values = { kidCount: '1' } as BookingValues;
  for (let n = 1; n <= MAX_BOOKING_KIDS; n += 1) for (const s of KID_FIELDS) values[kidField(n, s)] = '';
  for (const f of [...GUARDIAN_FIELDS, ...CONSULT_FIELDS, ...TAIL_FIELDS]) values[f] = '';
  values.email = email;
  return values;
}

export const kidCountOf = (values: Pick<BookingValues, 'kidCount'>) =>
  Math.min(MAX_BOOKING_KIDS, Math.max(1, Number(values.kidCount) || 1));

/** Every field on screen, in screen order (the error summary's order). */
export function bookingFields(kidCount: number, kind: 'trial' | 'consult'): BookingField[] {
  const kids = Array.from({ length: kidCount }, (_, i) => KID_FIELDS.map((s) => kidField(i + 1, s))).flat();
  return [...(kind === 'consult' ? CONSULT_FIELDS : []), ...kids, ...GUARDIAN_FIELDS, ...TAIL_FIELDS];
}

/** The flat values as the domain schema's input. */
export function nestBookingValues(values: BookingValues) {
  const count = kidCountOf(values);
  const kids = Array.from({ length: count }, (_, i) =>
    Object.fromEntries(KID_FIELDS.map((s) => [lowerFirst(s), values[kidField(i + 1, s)] ?? ''])),
  );
  const additions = Object.fromEntries(ADDITION_FIELDS.map((f) => [f, values[f] ?? '']));
  const rest = Object.fromEntries([...GUARDIAN_FIELDS, ...CONSULT_FIELDS].map((f) => [f, values[f] ?? '']));
  return {
    ...rest,
    kids,
    questionnaire: values.questionnaire,
    additions,
    questions: values.questions,
    inviteCode: values.inviteCode,
    privacy: values.privacy === '1',
  };
}

/** A nested issue path (`kids.1.lastName`, `additions.addition8`) as the flat field it belongs to. */
export function flatFieldOf(path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  if (head === 'kids' && typeof index === 'number' && typeof field === 'string') {
    return `kid${index + 1}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  }
  if (head === 'kids') return 'kid1LastName';
  if (head === 'additions' && typeof index === 'string') return index;
  return String(head ?? '');
}

/** The domain schema over the flat values: same rules, issues named by flat field. */
export function flatBookingSchema<Out>(schema: z.ZodType<Out>) {
  return z
    .custom<BookingValues>((v) => typeof v === 'object' && v !== null)
    .transform(async (values, ctx) => {
      const result = await schema.safeParseAsync(nestBookingValues(values));
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: [flatFieldOf(issue.path)], message: issue.message });
      }
      return z.NEVER;
    });
}

/** Spec 2 §5.6 / §5.7: a 422 answer's fields (kid.{n}.…, consultInput.…) as the flat fields they sit beside. */
export function flatServerErrors(errors: ServerFieldErrors | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(bookingFieldErrors(errors))) {
    const path = key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const flat = key === 'additions' ? 'questionnaire' : flatFieldOf(path);
    out[flat] = [...(out[flat] ?? []), ...list];
  }
  return out;
}

/** The wire input of both bookings (spec 2 §3.5 / §3.6): the form's values plus the derived address fields. */
export function bookingInput(values: BookingValues): Schemas['TrialInput'] | null {
  const nested = nestBookingValues(values);
  const address = bookingAddress({ prefectureCity: values.prefectureCity, blockBuilding: values.blockBuilding });
  if (!address) return null;
  // Only the follow-up of the option chosen now: a text typed under another option is not sent (issue 29).
  const chosen = `addition${values.questionnaire}`;
  const additions = Object.fromEntries(
    ADDITION_FIELDS.filter((f) => f === chosen && values[f]?.trim()).map((f) => [f, (values[f] as string).trim()]),
  );
  // As the domain's rules take them: half-width kana full width, phones as digits (what the confirm step shows).
  const kana = (v: unknown) => toFullWidthKana(String(v)).trim();
  return {
    kids: nested.kids.map((k, i) => ({
      id: i + 1,
      lastName: String(k.lastName).trim(),
      firstName: String(k.firstName).trim(),
      lastNameKana: kana(k.lastNameKana),
      firstNameKana: kana(k.firstNameKana),
      schoolGrade: Number(k.schoolGrade) as Schemas['SchoolGrade'],
    })),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    lastNameKana: kana(values.lastNameKana),
    firstNameKana: kana(values.firstNameKana),
    telNumber: normalizePhoneNumber(values.telNumber),
    email: values.email.trim(),
    zipcode: values.zipcode.replace(/\D/g, ''),
    prefectureCity: values.prefectureCity.trim(),
    blockBuilding: values.blockBuilding.trim(),
    prefectureId: address.prefectureId as Schemas['PrefectureId'],
    city: address.city,
    block: address.block,
    questionnaire: Number(values.questionnaire),
    questions: values.questions.trim() || null,
    inviteCode: values.inviteCode.trim() || null,
    privacy: true,
    ...additions,
    // The contract's addition{id} pattern becomes an index signature of strings the typed fields cannot meet.
  } as unknown as Schemas['TrialInput'];
}

/** Spec 2 §3.6: the consultation's wire input: the shared fields plus course and desired slots. */
export function consultInput(values: BookingValues): Schemas['ConsultInput'] | null {
  const base = bookingInput(values);
  if (!base) return null;
  const num = (v: string) => (v === '' ? null : Number(v));
  return {
    ...base,
    kozaCd: values.kozaCd as Schemas['LectureCode'],
    desiredWeek1: Number(values.desiredWeek1),
    desiredTime1: Number(values.desiredTime1),
    desiredWeek2: num(values.desiredWeek2),
    desiredTime2: num(values.desiredTime2) as Schemas['ConsultSlot'],
    desiredWeek3: num(values.desiredWeek3),
    desiredTime3: num(values.desiredTime3) as Schemas['ConsultSlot'],
    isConsul: 1,
  } as unknown as Schemas['ConsultInput'];
}

/** Removes child n and moves the later ones up, so the rows stay 1…count. */
export function removeKid(values: BookingValues, n: number): BookingValues {
  const count = kidCountOf(values);
  if (count <= 1) return values;
  return { ...withoutChild(values, n, count, kidFieldsOf), kidCount: String(count - 1) };
}

export type { AdditionField };
