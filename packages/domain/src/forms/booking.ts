import { z } from 'zod';
import { matchPrefecture } from '../address/prefectures';
import { CONSULTATION_LECTURES, CONSULTATION_TIME_SLOTS, SCHOOL_GRADES } from '../enums/enums';
import type { FieldCode } from '../validation/codes';
import {
  additionsSchema,
  choiceCode,
  choiceId,
  codes,
  consent,
  emailAddress,
  kanaText,
  optionalText,
  phoneNumber,
  postalCode,
  QUESTIONS_LIMIT,
  requiredText,
} from '../validation/rules';
import {
  type InviteCodeLookup,
  type PostalLookup,
  type ThrottleClock,
  throttlePostalLookup,
  unlessUnreachable,
} from './application';

/** Spec 2 §9.1: at most 3 children per trial or consultation. */
export const MAX_BOOKING_KIDS = 3;

/** Spec 2 §3.5 / §3.6: child n of a trial or consultation booking; its messages say which child (COPY.md). */
export function bookingKidSchemaAt(n: number) {
  const child = (code: FieldCode) => ({ code, child: n });
  return z.object({
    lastName: requiredText(child('childLastName')),
    firstName: requiredText(child('childFirstName')),
    lastNameKana: kanaText(child('childLastNameKana')),
    firstNameKana: kanaText(child('childFirstNameKana')),
    schoolGrade: choiceId(
      child('childSchoolGrade'),
      SCHOOL_GRADES.map((g) => g.id),
    ),
  });
}

/** Spec 2 §3.5 / §3.6: one child of a trial or consultation booking. */
export const bookingKidSchema = bookingKidSchemaAt(1);
type BookingKid = z.infer<typeof bookingKidSchema>;

const KID_SCHEMAS = Array.from({ length: MAX_BOOKING_KIDS }, (_, i) => bookingKidSchemaAt(i + 1));

/** Spec 2 §9.1: one to three children, each checked by the schema that names it (お子さま（2人目）の姓). */
const bookingKidsSchema = z
  .array(z.unknown())
  .min(1)
  .max(MAX_BOOKING_KIDS)
  .transform((kids, ctx) => {
    const parsed: BookingKid[] = [];
    kids.forEach((kid, i) => {
      const result = (KID_SCHEMAS[i] ?? bookingKidSchema).safeParse(kid);
      if (result.success) parsed.push(result.data);
      else
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
        }
    });
    return parsed;
  });

/** Spec 2 §5.4: a prefecture-and-city text must begin with a prefecture and go on with the city. */
export const prefectureCityText = requiredText('prefectureCity').refine((v) => {
  const match = matchPrefecture(v);
  return match !== null && match.rest !== '';
}, codes.cityAfterPrefecture);

const bookingFields = {
  kids: bookingKidsSchema,
  lastName: requiredText('guardianLastName'),
  firstName: requiredText('guardianFirstName'),
  lastNameKana: kanaText('guardianLastNameKana'),
  firstNameKana: kanaText('guardianFirstNameKana'),
  telNumber: phoneNumber('guardianTel'),
  email: emailAddress('guardianEmail'),
  zipcode: postalCode(),
  prefectureCity: prefectureCityText,
  blockBuilding: requiredText('blockBuilding'),
  questionnaire: choiceId('questionnaire'),
  additions: additionsSchema,
  questions: optionalText('questionsRequests', QUESTIONS_LIMIT),
  inviteCode: optionalText('inviteCode'),
  privacy: consent(),
};

/** Spec 2 §3.5 / §5.6: the trial-lesson form. */
export const trialFormSchema = z.object(bookingFields);

/** Spec 2 §3.5: the trial form's values. */
export type TrialForm = z.infer<typeof trialFormSchema>;

const SLOT_IDS = CONSULTATION_TIME_SLOTS.map((s) => s.id);
const WEEKDAY_IDS = [1, 2, 3, 4, 5, 6, 7];
const slot = (rank: number) => choiceId(`desiredTime${rank as 1 | 2 | 3}`, SLOT_IDS);
const weekday = (rank: number) => choiceId(`desiredWeek${rank as 1 | 2 | 3}`, WEEKDAY_IDS);
const optionalChoice = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), inner.optional());

/** Spec 2 §3.6 / §5.7: the consultation form: up to 3 children, first desired weekday and slot required. */
export const consultationFormSchema = z.object({
  ...bookingFields,
  kozaCd: choiceCode('desiredCourse', CONSULTATION_LECTURES),
  desiredWeek1: weekday(1),
  desiredTime1: slot(1),
  desiredWeek2: optionalChoice(weekday(2)),
  desiredTime2: optionalChoice(slot(2)),
  desiredWeek3: optionalChoice(weekday(3)),
  desiredTime3: optionalChoice(slot(3)),
});

/** Spec 2 §3.6: the consultation form's values. */
export type ConsultationForm = z.infer<typeof consultationFormSchema>;

/** Spec 2 §5.4: the outside look-ups a booking form may run before it is sent. */
export interface BookingLookups {
  /** The clock the postal look-up is throttled on (at most once a second, last result reused). */
  clock: ThrottleClock;
  lookupPostalCode: PostalLookup;
  inviteCodeExists: InviteCodeLookup;
}

/** Spec 2 §5.4: adds the async postal-code (throttled, cached) and invite-code existence checks to a booking schema. */
export function withBookingLookups<T extends z.ZodType<{ zipcode: string; inviteCode: string }>>(
  schema: T,
  lookups: BookingLookups,
) {
  const lookupPostalCode = throttlePostalLookup(lookups.lookupPostalCode, lookups.clock);
  return schema.superRefine(async (form, ctx) => {
    const [address, inviteOk] = await Promise.all([
      unlessUnreachable(lookupPostalCode(form.zipcode)),
      form.inviteCode === '' ? Promise.resolve(true) : lookups.inviteCodeExists(form.inviteCode).catch(() => false),
    ]);
    if (address === null) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: codes.postalCodeNotFound });
    if (!inviteOk) ctx.addIssue({ code: 'custom', path: ['inviteCode'], message: codes.inviteCodeNotFound });
  });
}

/**
 * Spec 2 §3.5 / §5.7: the address fields the server takes, derived from the prefecture-and-city text;
 * null when no prefecture starts it (the form then shows its registration-error dialog).
 */
export function bookingAddress(form: { prefectureCity: string; blockBuilding: string }) {
  const match = matchPrefecture(form.prefectureCity);
  if (!match) return null;
  return { prefectureId: match.prefecture.id, city: match.rest, block: form.blockBuilding.trim() };
}

/** Spec 2 §5.7: guardians with an account must enter the email they sign in with (case ignored). */
export function withAccountEmail<T extends z.ZodType<{ email: string }>>(
  schema: T,
  loginEmail: string | null | undefined,
) {
  const expected = loginEmail?.trim().toLowerCase();
  return schema.superRefine((form, ctx) => {
    if (expected && form.email.trim().toLowerCase() !== expected) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: codes.accountEmail });
    }
  });
}
