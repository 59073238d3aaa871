import { z } from 'zod';
import { matchPrefecture } from '../address/prefectures';
import { CONSULTATION_LECTURES, CONSULTATION_TIME_SLOTS, SCHOOL_GRADES } from '../enums/enums';
import {
  additionsSchema,
  choiceCode,
  choiceId,
  consent,
  emailAddress,
  kanaText,
  messages,
  optionalText,
  phoneNumber,
  postalCode,
  QUESTIONS_LIMIT,
  requiredText,
} from '../validation/rules';
import { type InviteCodeLookup, type PostalLookup, type ThrottleClock, throttlePostalLookup } from './application';

/** Spec 2 §9.1: at most 3 children per trial or consultation. */
export const MAX_BOOKING_KIDS = 3;

/** Spec 2 §3.5 / §3.6: one child of a trial or consultation booking. */
export const bookingKidSchema = z.object({
  lastName: requiredText('姓'),
  firstName: requiredText('名'),
  lastNameKana: kanaText('セイ'),
  firstNameKana: kanaText('メイ'),
  schoolGrade: choiceId(SCHOOL_GRADES.map((g) => g.id)),
});

/** Spec 2 §5.4: a prefecture-and-city text must begin with a prefecture and go on with the city. */
export const prefectureCityText = requiredText('都道府県・市区町村').refine((v) => {
  const match = matchPrefecture(v);
  return match !== null && match.rest !== '';
}, messages.cityAfterPrefecture);

const bookingFields = {
  kids: z.array(bookingKidSchema).min(1).max(MAX_BOOKING_KIDS),
  lastName: requiredText('姓'),
  firstName: requiredText('名'),
  lastNameKana: kanaText('セイ'),
  firstNameKana: kanaText('メイ'),
  telNumber: phoneNumber(),
  email: emailAddress(),
  zipcode: postalCode(),
  prefectureCity: prefectureCityText,
  blockBuilding: requiredText('番地・建物名'),
  questionnaire: choiceId(),
  additions: additionsSchema,
  questions: optionalText('ご質問・ご要望', QUESTIONS_LIMIT),
  inviteCode: optionalText('紹介コード'),
  privacy: consent(),
};

/** Spec 2 §3.5 / §5.6: the trial-lesson form. */
export const trialFormSchema = z.object(bookingFields);

/** Spec 2 §3.5: the trial form's values. */
export type TrialForm = z.infer<typeof trialFormSchema>;

const SLOT_IDS = CONSULTATION_TIME_SLOTS.map((s) => s.id);
const WEEKDAY_IDS = [1, 2, 3, 4, 5, 6, 7];
const slot = choiceId(SLOT_IDS);
const weekday = choiceId(WEEKDAY_IDS);
const optionalChoice = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), inner.optional());

/** Spec 2 §3.6 / §5.7: the consultation form: up to 3 children, first desired weekday and slot required. */
export const consultationFormSchema = z.object({
  ...bookingFields,
  kozaCd: choiceCode(CONSULTATION_LECTURES, messages.required('希望コース')),
  desiredWeek1: choiceId(WEEKDAY_IDS, messages.required('希望曜日')),
  desiredTime1: choiceId(SLOT_IDS, messages.required('希望時間帯')),
  desiredWeek2: optionalChoice(weekday),
  desiredTime2: optionalChoice(slot),
  desiredWeek3: optionalChoice(weekday),
  desiredTime3: optionalChoice(slot),
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
      lookupPostalCode(form.zipcode),
      form.inviteCode === '' ? Promise.resolve(true) : lookups.inviteCodeExists(form.inviteCode).catch(() => false),
    ]);
    if (!address) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: messages.postalCodeNotFound });
    if (!inviteOk) ctx.addIssue({ code: 'custom', path: ['inviteCode'], message: messages.inviteCodeNotFound });
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

/** Spec 2 §5.7: the message when a signed-in guardian enters another address than the login email. */
export const ACCOUNT_EMAIL_MESSAGE = 'ログインにご利用のメールアドレスを入力してください';

/** Spec 2 §5.7: guardians with an account must enter the email they sign in with (case ignored). */
export function withAccountEmail<T extends z.ZodType<{ email: string }>>(
  schema: T,
  loginEmail: string | null | undefined,
) {
  const expected = loginEmail?.trim().toLowerCase();
  return schema.superRefine((form, ctx) => {
    if (expected && form.email.trim().toLowerCase() !== expected) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: ACCOUNT_EMAIL_MESSAGE });
    }
  });
}
