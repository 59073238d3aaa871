import type { Schemas } from '@portal/api-client';
import { createProfileSchema, GENDERS, labelOf, type NotificationSettings, prefectureName } from '@portal/domain';
import { messages } from '../../app/messages';

const t = messages.profile;

/** What the edit form holds: every field as typed (selects as their option value). */
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

const orNull = (v: string) => (v === '' ? null : v);

export type ProfileValidation =
  | { ok: true; body: ProfileUpdate }
  | { ok: false; errors: Partial<Record<ProfileField, string>> };

/**
 * Spec 1 §5 "Profile edit": the domain's profile schema decides; the first message per field is shown.
 * A valid form becomes the body of POST /api/user (empty optional fields as null).
 */
export function validateProfile(values: ProfileFormValues, today: Date): ProfileValidation {
  const parsed = createProfileSchema(today).safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ProfileField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const p = parsed.data;
  return {
    ok: true,
    body: {
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
    },
  };
}

/** The error summary's entries in form order, each linking to its field. */
export function errorList(errors: Partial<Record<ProfileField, string>>, idOf: (field: ProfileField) => string) {
  return PROFILE_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: idOf(field), message }] : [];
  });
}

/** The user's saved profile as one comparable text (what the confirm screen watches for changes). */
export function profileSnapshot(user: Schemas['User']): string {
  return JSON.stringify(formValuesFrom(user));
}

/** A body that keeps the saved profile and changes only the notification settings (spec 1 §3, role 6). */
export function settingsUpdate(
  user: Schemas['User'],
  settings: NotificationSettings,
  today: Date,
): ProfileUpdate | null {
  const result = validateProfile(formValuesFrom(user), today);
  return result.ok ? { ...result.body, notificationSettings: settings } : null;
}

/** How the confirm screen and the list show a value; unset values read 'not entered'. */
export function displayValues(body: ProfileUpdate, notEntered: string) {
  const show = (v: string | null | undefined) => (v ? v : notEntered);
  return {
    name: `${body.lastName} ${body.firstName}`,
    kana: `${body.lastNameKana} ${body.firstNameKana}`,
    birthYear: body.birthYear ? t.birthYearOption(body.birthYear) : notEntered,
    gender: labelOf(GENDERS, body.genderId) ?? notEntered,
    telNumber: show(body.telNumber),
    telNumberBackup: show(body.telNumberBackup),
    email: body.email,
    emailBackup: show(body.emailBackup),
    zipcode: body.zipcode ? t.zipcodeValue(body.zipcode.slice(0, 3), body.zipcode.slice(3)) : notEntered,
    address:
      [body.prefectureId ? prefectureName(body.prefectureId) : '', body.city, body.block, body.building]
        .filter(Boolean)
        .join(' ') || notEntered,
  };
}

const DRAFT_KEY = 'portal.profileDraft';

/** The edit form's values on their way to the confirm screen, and the saved profile they started from. */
export type ProfileDraft = { values: ProfileFormValues; basedOn: string };

/** Kept in session storage so a reload of the confirm screen keeps what the guardian typed. */
export const profileDraft = {
  load(storage: Storage | undefined = globalThis.sessionStorage): ProfileDraft | null {
    try {
      const raw = storage?.getItem(DRAFT_KEY);
      if (!raw) return null;
      const draft = JSON.parse(raw) as Partial<ProfileDraft>;
      if (!draft.values || typeof draft.basedOn !== 'string') return null;
      return { values: { ...emptyValues(), ...draft.values }, basedOn: draft.basedOn };
    } catch {
      return null;
    }
  },
  save(draft: ProfileDraft, storage: Storage | undefined = globalThis.sessionStorage) {
    try {
      storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Private browsing may refuse storage; the flow still works within this page.
    }
  },
  clear(storage: Storage | undefined = globalThis.sessionStorage) {
    try {
      storage?.removeItem(DRAFT_KEY);
    } catch {
      // See save.
    }
  },
};

function emptyValues(): ProfileFormValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as ProfileFormValues;
}
