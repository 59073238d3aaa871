import type { Schemas } from '@portal/api-client';
import { createProfileSchema, GENDERS, labelCodeOf, prefectureName } from '@portal/domain';
import { keyFromSelector, type SelectorKey } from 'i18next';
import type { z } from 'zod';
import { i18n } from '../../i18n';
import { wordCode } from '../../i18n/wordCode';

/** What the edit form holds: every field as typed (selects as their option value). Spec 1 §5. */
export type ProfileFormValues = {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthYear: string;
  genderId: string;
  telNumber: string;
  telNumberBackup: string;
  email: string;
  emailBackup: string;
  zipcode: string;
  prefectureId: string;
  city: string;
  block: string;
  building: string;
};

export type ProfileField = keyof ProfileFormValues;

/** The order the form shows its fields, which is also the order of the error summary. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'birthYear',
  'genderId',
  'telNumber',
  'telNumberBackup',
  'email',
  'emailBackup',
  'zipcode',
  'prefectureId',
  'city',
  'block',
  'building',
];

const text = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The session key of the profile's draft (edit and confirm share it). */
export const PROFILE_DRAFT_KEY = 'profile';

/** The form's starting values from the signed-in user. */
export function formValuesFrom(user: Schemas['User']): ProfileFormValues {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    lastNameKana: text(user.lastNameKana),
    firstNameKana: text(user.firstNameKana),
    birthYear: num(user.birthYear),
    genderId: num(user.genderId),
    telNumber: text(user.telNumber),
    telNumberBackup: text(user.telNumberBackup),
    email: text(user.email),
    emailBackup: text(user.emailBackup),
    zipcode: text(user.zipcode),
    prefectureId: num(user.prefectureId),
    city: text(user.city),
    block: text(user.block),
    building: text(user.building),
  };
}

export type ProfileUpdate = Schemas['ProfileUpdate'];

/** What the domain's profile schema makes of the form (spec 1 §5 "Profile edit"). */
export type ProfileParsed = z.output<ReturnType<typeof createProfileSchema>>;

const orNull = (v: string) => (v === '' ? null : v);

/** A valid form as the body of POST /api/user: empty optional fields as null. */
export function toProfileUpdate(p: ProfileParsed): ProfileUpdate {
  return {
    lastName: p.lastName,
    firstName: p.firstName,
    lastNameKana: p.lastNameKana,
    firstNameKana: p.firstNameKana,
    birthYear: p.birthYear,
    genderId: p.genderId as 1 | 2,
    telNumber: orNull(p.telNumber),
    telNumberBackup: orNull(p.telNumberBackup),
    email: p.email,
    emailBackup: orNull(p.emailBackup),
    zipcode: orNull(p.zipcode),
    prefectureId: p.prefectureId,
    city: orNull(p.city),
    block: orNull(p.block),
    building: orNull(p.building),
  };
}

/** The body for these values, or null when the domain's schema refuses them. */
export function profileUpdate(values: ProfileFormValues, today: Date): ProfileUpdate | null {
  const parsed = createProfileSchema(today).safeParse(values);
  return parsed.success ? toProfileUpdate(parsed.data) : null;
}

/** The stored profile as a body to show; a profile the schema refuses (imported data) still shows as stored. */
export function savedBody(user: Schemas['User'], today: Date): ProfileUpdate {
  return (
    profileUpdate(formValuesFrom(user), today) ?? {
      lastName: user.lastName,
      firstName: user.firstName,
      lastNameKana: user.lastNameKana ?? '',
      firstNameKana: user.firstNameKana ?? '',
      birthYear: user.birthYear ?? null,
      genderId: (user.genderId ?? 1) as 1 | 2,
      email: user.email ?? '',
      telNumber: user.telNumber ?? null,
      telNumberBackup: user.telNumberBackup ?? null,
      emailBackup: user.emailBackup ?? null,
      zipcode: user.zipcode ?? null,
      prefectureId: user.prefectureId ?? null,
      city: user.city ?? null,
      block: user.block ?? null,
      building: user.building ?? null,
    }
  );
}

/**
 * The If-Match of a save based on a profile of this version (ADR 040); none for a profile without one (a
 * backend that gives no version, a draft from before versions), which the server takes as before.
 */
export const ifMatch = (version: number | undefined): { 'If-Match'?: string } =>
  version === undefined ? {} : { 'If-Match': `"${version}"` };

/** How the confirm screen and the list show a value; unset values read 'not entered'. */
export function displayValues(body: ProfileUpdate, notEntered: string) {
  const show = (v: string | null | undefined) => (v ? v : notEntered);
  // An imported profile may lack a name: the row reads 未入力, never blank (issue 19 item 12).
  const pair = (a: string | null | undefined, b: string | null | undefined) =>
    [a, b].filter(Boolean).join(' ') || notEntered;
  const genderCode = labelCodeOf(GENDERS, body.genderId);
  return {
    name: pair(body.lastName, body.firstName),
    kana: pair(body.lastNameKana, body.firstNameKana),
    birthYear: body.birthYear ? i18n.t(($) => $.profile.birthYearOption, { year: body.birthYear }) : notEntered,
    gender: genderCode ? wordCode(genderCode) : notEntered,
    telNumber: show(body.telNumber),
    telNumberBackup: show(body.telNumberBackup),
    email: body.email,
    emailBackup: show(body.emailBackup),
    zipcode: body.zipcode
      ? i18n.t(($) => $.profile.zipcodeValue, { head: body.zipcode.slice(0, 3), tail: body.zipcode.slice(3) })
      : notEntered,
    address:
      [body.prefectureId ? prefectureName(body.prefectureId) : '', body.city, body.block, body.building]
        .filter(Boolean)
        .join(' ') || notEntered,
  };
}

/** A row of the profile's details (the list and the confirm screen): its key in `displayValues`. */
export type DetailRow = keyof ReturnType<typeof displayValues>;

/** The details' rows in screen order, with the label each shows. */
export const DETAIL_ROWS: readonly { row: DetailRow; label: SelectorKey }[] = [
  { row: 'name', label: keyFromSelector(($) => $.profile.name) },
  { row: 'kana', label: keyFromSelector(($) => $.profile.kana) },
  { row: 'birthYear', label: keyFromSelector(($) => $.profile.birthYear) },
  { row: 'gender', label: keyFromSelector(($) => $.profile.gender) },
  { row: 'telNumber', label: keyFromSelector(($) => $.profile.tel) },
  { row: 'telNumberBackup', label: keyFromSelector(($) => $.profile.telBackup) },
  { row: 'email', label: keyFromSelector(($) => $.profile.email) },
  { row: 'emailBackup', label: keyFromSelector(($) => $.profile.emailBackup) },
  { row: 'zipcode', label: keyFromSelector(($) => $.profile.zipcode) },
  { row: 'address', label: keyFromSelector(($) => $.profile.address) },
];

/** The detail rows two versions of the profile show differently, in screen order (issue 30 item 8). */
export function differingRows(
  a: ProfileUpdate,
  b: ProfileUpdate,
  notEntered: string,
): { row: DetailRow; label: SelectorKey; a: string; b: string }[] {
  const shownA = displayValues(a, notEntered);
  const shownB = displayValues(b, notEntered);
  return DETAIL_ROWS.flatMap(({ row, label }) =>
    shownA[row] === shownB[row] ? [] : [{ row, label, a: shownA[row], b: shownB[row] }],
  );
}
