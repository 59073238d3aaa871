import { z } from 'zod';
import { normalizePostalCode } from '../address/postalCode';
import { jstDate, jstIsoDate, jstParts } from '../time/jst';
import { type FieldCode, type FieldRef, fieldParams, messageCode } from './codes';

/** Spec 2 §5.1 / §9.1: text limits. */
export const TEXT_LIMIT = 255;
/** Spec 2 §5.1: addition (follow-up) fields. */
export const ADDITION_LIMIT = 80;
/** Spec 2 §5.1: contact content. */
export const CONTACT_LIMIT = 250;
/** Spec 2 §5.1: questions (other requests). */
export const QUESTIONS_LIMIT = 255;
/** Spec 2 §9.1: child birthday window in years. */
export const CHILD_BIRTHDAY_YEARS = 20;

/**
 * Message codes of the forms (spec 2 §5, §8; spec 1 §5; ADR 027), worded by the catalogue's `validation.`
 * section. Each text says what to do and names the field as the screen labels it (COPY.md), so an error
 * summary never lists two identical lines.
 */
export const codes = {
  required: (field: FieldRef) => messageCode('validation.required', fieldParams(field)),
  select: (field: FieldRef) => messageCode('validation.select', fieldParams(field)),
  tooLong: (field: FieldRef, max: number) => messageCode('validation.tooLong', { ...fieldParams(field), max }),
  kana: (field: FieldRef) => messageCode('validation.kana', fieldParams(field)),
  invisible: (field: FieldRef) => messageCode('validation.invisible', fieldParams(field)),
  birthday: (field: FieldRef) => messageCode('validation.birthday', fieldParams(field)),
  phone: (field: FieldCode) => messageCode('validation.phone', { field }),
  email: (field: FieldCode) => messageCode('validation.email', { field }),
  postalCode: (field: FieldCode) => messageCode('validation.postalCode', { field }),
  postalCodeNotFound: messageCode('validation.postalCodeNotFound'),
  cityAfterPrefecture: messageCode('validation.cityAfterPrefecture'),
  inviteCodeNotFound: messageCode('validation.inviteCodeNotFound'),
  privacy: messageCode('validation.privacy'),
  monthInWindow: (field: FieldCode) => messageCode('validation.monthInWindow', { field }),
  endMonthBeforeStart: messageCode('validation.endMonthBeforeStart'),
  accountEmail: messageCode('validation.accountEmail'),
  /** Issue 33: a price-table figure (whole yen, 0 to 1,000,000). */
  yen: (field: FieldCode) => messageCode('validation.yen', { field }),
} as const;

/** Spec 2 §5.1: full-width katakana (with the long-vowel mark) and nothing else. */
export const KATAKANA_PATTERN = /^[\u30A1-\u30FA\u30FC]+$/;
/** Spec 2 §5.3: 0 followed by 9 or 10 digits, no hyphens. */
export const PHONE_PATTERN = /^0\d{9,10}$/;

/** Half-width katakana (what some keyboards and pasted text give), with its voicing marks. */
const HALF_WIDTH_KANA = /[\uFF61-\uFF9F]+/g;

/**
 * Spec 2 §5.1: half-width katakana become full width (NFKC joins ｶﾞ into ガ); nothing else changes, so the
 * kana rule still refuses hiragana and letters. Runs before the rule, in the form and on the server.
 */
export function toFullWidthKana(text: string): string {
  return text.replace(HALF_WIDTH_KANA, (run) => run.normalize('NFKC'));
}

/** Spec 2 §5.3: a phone number as sent: full-width digits to ASCII, hyphens and spaces removed (as the postal code). */
export function normalizePhoneNumber(text: string): string {
  return normalizePostalCode(text);
}

/** Spec 2 §5.1: whether a text is full-width katakana only. */
export function isKatakana(text: string): boolean {
  return KATAKANA_PATTERN.test(text);
}

/** Spec 2 §5.3: whether a phone number is 0 then 9 or 10 digits. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text);
}

/** Spec 2 §5.3: whether a text is an email address. */
export function isEmail(text: string): boolean {
  return z.email().safeParse(text).success;
}

/** Spec 2 §5.1: a required text up to a limit. */
export function requiredText(field: FieldRef, max = TEXT_LIMIT) {
  return z
    .string({ error: codes.required(field) })
    .transform(NAME_FIELDS.has(typeof field === 'string' ? field : field.code) ? asName : (text: string) => text)
    .pipe(
      z
        .string()
        .trim()
        .min(1, codes.required(field))
        .refine(withinLength(max), codes.tooLong(field, max))
        .refine(isVisibleText, codes.invisible(field)),
    );
}

/** Spec 2 §5.1: an optional text up to a limit ('' when empty). */
export function optionalText(field: FieldCode, max = TEXT_LIMIT) {
  return z
    .string()
    .trim()
    .refine(withinLength(max), codes.tooLong(field, max))
    .refine(isVisibleText, codes.invisible(field))
    .optional()
    .default('');
}

/**
 * Issue 31 item 23: Unicode control (Cc) and format (Cf) characters: a zero-width space passed "required" as a
 * name, and a right-to-left override (U+202E) or isolate (U+2066-2069) reorders what staff read. Line breaks
 * and tabs of a comment are the only controls a text keeps.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const LINE_CONTROLS = /[\t\n\r]/g;

/** Whether a text holds no control or format character (line breaks and tabs aside). */
export const isVisibleText = (text: string) => !INVISIBLE.test(text.replace(LINE_CONTROLS, ''));

/** The person-name fields (kanji and kana) of every form, normalised as names before the rules. */
const NAME_FIELDS: ReadonlySet<FieldCode> = new Set<FieldCode>([
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'childLastName',
  'childFirstName',
  'childLastNameKana',
  'childFirstNameKana',
  'guardianLastName',
  'guardianFirstName',
  'guardianLastNameKana',
  'guardianFirstNameKana',
]);

/**
 * A name as one reads it (NFKC): full-width letters and digits half width, half-width kana full width, ligatures
 * and circled characters spelled out, so two spellings of one name are stored alike. A name has no line break.
 */
const asName = (text: string) => text.normalize('NFKC');

/**
 * Issue 31 item 8: a limit counts characters as a person sees them (code points: an emoji is one), as the
 * kit's counter shows them, not UTF-16 units as `.max()` would.
 */
export const withinLength = (max: number) => (text: string) => [...text].length <= max;

/** Spec 2 §3.3: the questionnaire options that carry a free-text follow-up (addition8 … addition31). */
export const ADDITION_QUESTIONNAIRE_IDS = [8, 11, 16, 19, 30, 31] as const;

/** Spec 2 §3.3 / §5.1: the follow-up texts addition{id}, each optional and at most 80 characters. */
export const additionsSchema = z
  .object(
    Object.fromEntries(
      ADDITION_QUESTIONNAIRE_IDS.map((id) => [`addition${id}`, optionalText('addition', ADDITION_LIMIT)]),
    ) as Record<`addition${(typeof ADDITION_QUESTIONNAIRE_IDS)[number]}`, ReturnType<typeof optionalText>>,
  )
  .default({ addition8: '', addition11: '', addition16: '', addition19: '', addition30: '', addition31: '' });

/** Spec 2 §5.1: a required full-width katakana text (half-width katakana are made full width first). */
export function kanaText(field: FieldRef) {
  return z
    .string({ error: codes.required(field) })
    .transform(toFullWidthKana)
    .pipe(requiredText(field).pipe(z.string().regex(KATAKANA_PATTERN, codes.kana(field))));
}

/** Spec 2 §5.3: a required phone number; full-width digits and hyphens are normalised first. */
export function phoneNumber(field: FieldCode = 'tel') {
  return z
    .string({ error: codes.required(field) })
    .transform(normalizePhoneNumber)
    .pipe(z.string().min(1, codes.required(field)).regex(PHONE_PATTERN, codes.phone(field)));
}

/** Spec 2 §5.3: an optional phone number ('' when empty), normalised as the required one. */
export function optionalPhoneNumber(field: FieldCode = 'telBackup') {
  return z
    .string()
    .transform(normalizePhoneNumber)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), codes.phone(field))
    .optional()
    .default('');
}

/** Spec 2 §5.3: a required email address up to 255 characters. */
export function emailAddress(field: FieldCode = 'email') {
  return requiredText(field).pipe(z.email(codes.email(field)));
}

/** Spec 2 §5.3: an optional email address ('' when empty). */
export function optionalEmailAddress(field: FieldCode = 'emailBackup') {
  return z
    .string()
    .trim()
    .max(TEXT_LIMIT, codes.tooLong(field, TEXT_LIMIT))
    .refine((v) => v === '' || isEmail(v), codes.email(field))
    .optional()
    .default('');
}

/** Spec 2 §5.3: a postal code of 7 digits after normalising full-width digits and hyphens. */
export function postalCode(field: FieldCode = 'postalCode') {
  return z
    .string({ error: codes.required(field) })
    .transform(normalizePostalCode)
    .pipe(
      z
        .string()
        .min(1, codes.required(field))
        .regex(/^\d{7}$/, codes.postalCode(field)),
    );
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Spec 2 §5.3: a required numeric choice (select values arrive as text); '' and null are not chosen. */
export function choiceId(field: FieldRef, allowed?: readonly number[]) {
  const message = codes.select(field);
  return z.preprocess(
    (v) => {
      const e = emptyToUndefined(v);
      return typeof e === 'string' && /^\d+$/.test(e) ? Number(e) : e;
    },
    z
      .number({ error: message })
      .int(message)
      .refine((n) => !allowed || allowed.includes(n), message),
  );
}

/** Spec 2 §5.3: a required code choice from a fixed list; '' and null are not chosen. */
export function choiceCode<const T extends readonly [string, ...string[]]>(field: FieldCode, values: T) {
  return z.preprocess(emptyToUndefined, z.enum(values, { error: codes.select(field) }));
}

/** Spec 2 §5.3: the consent checkbox must be ticked. */
export function consent(message: string = codes.privacy) {
  return z.literal(true, { error: message });
}

/** Spec 2 §5.2: the allowed birthday range: from 20 years ago to today, both in JST. */
export function childBirthdayWindow(today: Date): { min: string; max: string } {
  const p = jstParts(today);
  const twentyYearsAgo = clampDay(p.year - CHILD_BIRTHDAY_YEARS, p.month, p.day);
  return { min: twentyYearsAgo, max: jstIsoDate(today) };
}

/** Spec 2 §5.2: the value an empty birthday field takes on focus: 5 years ago today (JST). */
export function childBirthdayFocusDefault(today: Date): string {
  const p = jstParts(today);
  return clampDay(p.year - 5, p.month, p.day);
}

/** Spec 2 §5.2: whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Spec 2 §5.2: a required birthday inside the 20-year window. */
export function childBirthday(today: Date, field: FieldRef = 'childBirthday') {
  const { min, max } = childBirthdayWindow(today);
  return z
    .string({ error: codes.required(field) })
    .min(1, codes.required(field))
    .refine((v) => isIsoDate(v) && v >= min && v <= max, codes.birthday(field));
}

/** 29 February in a year without one becomes 28 February. */
function clampDay(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return jstIsoDate(jstDate(year, month, Math.min(day, last)));
}
