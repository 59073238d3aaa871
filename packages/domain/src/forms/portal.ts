import { z } from 'zod';
import { normalizePostalCode } from '../address/postalCode';
import { GENDERS } from '../enums/enums';
import { profileBirthYearOptions } from '../profile/birthYears';
import { jstParts, pad2 } from '../time/jst';
import { type FieldCode, messageCode } from '../validation/codes';
import {
  CONTACT_LIMIT,
  choiceId,
  codes,
  emailAddress,
  kanaText,
  optionalEmailAddress,
  optionalPhoneNumber,
  optionalText,
  requiredText,
} from '../validation/rules';

/** Spec 2 §3.3: the contact form: a category and up to 250 characters. */
export const contactSchema = z.object({
  categoryId: choiceId('contactCategory'),
  content: requiredText('contactContent', CONTACT_LIMIT),
});

/** Spec 1 §5 "Profile edit": names, kana, gender and email required; birth year from its choices. */
export function createProfileSchema(today: Date) {
  const years = profileBirthYearOptions(today);
  return z.object({
    lastName: requiredText('lastName'),
    firstName: requiredText('firstName'),
    lastNameKana: kanaText('lastNameKana'),
    firstNameKana: kanaText('firstNameKana'),
    birthYear: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number()
        .int()
        .refine((y) => years.includes(y), codes.select('birthYear'))
        .nullable(),
    ),
    genderId: choiceId(
      'gender',
      GENDERS.map((g) => g.id),
    ),
    telNumber: optionalPhoneNumber('tel'),
    telNumberBackup: optionalPhoneNumber(),
    email: emailAddress(),
    emailBackup: optionalEmailAddress(),
    zipcode: z
      .string()
      .transform(normalizePostalCode)
      .refine((v) => v === '' || /^\d{7}$/.test(v), codes.postalCode('postalCode'))
      .optional()
      .default(''),
    prefectureId: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z.number().int().min(1, codes.select('prefecture')).max(47, codes.select('prefecture')).nullable(),
    ),
    city: optionalText('city'),
    block: optionalText('block'),
    building: optionalText('buildingRoom'),
  });
}

/** Spec 1 §5 / §9: icons are png or jpeg. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Spec 1 §5 "Profile image": the largest icon, 5 MB counted as the screens count sizes (1000-based, §9). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1000 * 1000;

/** Spec 1 §5: message codes of the profile image form (catalogue `profileImage.`). */
export const PROFILE_IMAGE_CODES = {
  selectFile: messageCode('profileImage.selectFile'),
  type: messageCode('profileImage.type'),
  tooLarge: messageCode('profileImage.tooLarge'),
  unreadable: messageCode('profileImage.unreadable'),
} as const;

/** Spec 1 §5 "Profile image": a png or jpeg file, or a deletion; neither shows 'select a file'. */
export const profileImageSchema = z
  .object({
    file: z.object({ name: z.string(), type: z.string(), size: z.number().optional() }).nullable(),
    deleted: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.file) {
      if (!v.deleted) ctx.addIssue({ code: 'custom', path: ['file'], message: PROFILE_IMAGE_CODES.selectFile });
      return;
    }
    // Names a JPEG goes by (.jfif, issue 31 item 32) or none at all (the browser then gives no type): the preview
    // and the server, which types the bytes, judge the content.
    const byName = /(^[^.]+|\.(png|jpe?g|jfif|jpe))$/i.test(v.file.name);
    const byType = v.file.type === '' || (PROFILE_IMAGE_TYPES as readonly string[]).includes(v.file.type);
    if (!byType || !byName) ctx.addIssue({ code: 'custom', path: ['file'], message: PROFILE_IMAGE_CODES.type });
    else if ((v.file.size ?? 0) > PROFILE_IMAGE_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: PROFILE_IMAGE_CODES.tooLarge });
    }
  });

const flag = z.union([z.literal(0), z.literal(1)]);

/** Spec 1 §5: notification settings values; child_post defaults to 1, the others to 0. */
export const notificationSettingsSchema = z.object({
  chat: flag.default(0),
  unread_chat: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  class_announcement: flag.default(0),
  class_reminder: flag.default(0),
  child_post: flag.default(1),
});

/** Spec 1 §3: the role-6 notification settings. */
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Spec 1 §5: the settings a guardian starts with. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = notificationSettingsSchema.parse({});

/** Spec 1 §5 / §9: a parent comment must be under 150 characters. */
export const PARENT_COMMENT_LIMIT = 150;

/** Spec 1 §5: the message code for a parent comment of 150 characters or more: under 150 is at most 149. */
export const PARENT_COMMENT_TOO_LONG = codes.tooLong('comment', PARENT_COMMENT_LIMIT - 1);

/** Spec 1 §5: the parent comment (under 150 characters, counted as the user sees them). */
export const parentCommentSchema = z
  .string()
  .trim()
  .min(1, codes.required('comment'))
  .refine((v) => [...v].length < PARENT_COMMENT_LIMIT, PARENT_COMMENT_TOO_LONG);

/** Spec 1 §5: the months a public lesson-record search may use: a year before this month to this month (JST). */
export function lessonRecordMonthWindow(today: Date): { min: string; max: string } {
  const p = jstParts(today);
  return { min: `${p.year - 1}-${pad2(p.month)}`, max: `${p.year}-${pad2(p.month)}` };
}

/** Spec 1 §5: the month range of the public lesson-record search, both ends optional, within the window. */
export function createLessonRecordMonthSchema(today: Date) {
  const { min, max } = lessonRecordMonthWindow(today);
  const month = (field: FieldCode) =>
    z
      .string()
      .refine(
        (v) => v === '' || (/^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= min && v <= max),
        codes.monthInWindow(field),
      )
      .optional()
      .default('');
  return z
    .object({ startDate: month('startMonth'), endDate: month('endMonth') })
    .refine((r) => r.startDate === '' || r.endDate === '' || r.startDate <= r.endDate, {
      path: ['endDate'],
      message: codes.endMonthBeforeStart,
    });
}

/** Spec 1 §5: classroom autocomplete: names containing the typed text, ignoring case. */
export function filterClassrooms<T extends { name: string }>(classrooms: readonly T[], typed: string): T[] {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return [...classrooms];
  return classrooms.filter((c) => c.name.toLowerCase().includes(needle));
}
