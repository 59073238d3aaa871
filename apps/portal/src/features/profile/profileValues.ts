import type { Schemas } from '@portal/api-client';
import { createProfileSchema, GENDERS, labelCodeOf, type NotificationSettings, prefectureName } from '@portal/domain';
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

/** A body that keeps the saved profile and changes only the notification settings (spec 1 §3, role 6). */
export function settingsUpdate(
  user: Schemas['User'],
  settings: NotificationSettings,
  today: Date,
): ProfileUpdate | null {
  const body = profileUpdate(formValuesFrom(user), today);
  return body ? { ...body, notificationSettings: settings } : null;
}

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
