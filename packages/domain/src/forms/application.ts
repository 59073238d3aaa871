import { z } from 'zod';
import { normalizePostalCode } from '../address/postalCode';
import { GENDERS, OCCUPATIONS, SCHOOL_GRADES } from '../enums/enums';
import { guardianBirthYearOptions } from '../profile/birthYears';
import {
  additionsSchema,
  childBirthday,
  choiceCode,
  choiceId,
  codes,
  consent,
  emailAddress,
  kanaText,
  optionalEmailAddress,
  optionalPhoneNumber,
  optionalText,
  phoneNumber,
  postalCode,
  QUESTIONS_LIMIT,
  requiredText,
} from '../validation/rules';

const ids = (options: readonly { id: number }[]) => options.map((o) => o.id);

/** Spec 2 §3.1 / §5.2: the child form; every field required, birthday within the 20-year window. */
export function createChildSchema(today: Date) {
  return z.object({
    lastName: requiredText('childLastName'),
    firstName: requiredText('childFirstName'),
    lastNameKana: kanaText('childLastNameKana'),
    firstNameKana: kanaText('childFirstNameKana'),
    birthday: childBirthday(today),
    genderId: choiceId('childGender', ids(GENDERS)),
    schoolName: requiredText('childSchoolName'),
    schoolGrade: choiceId('childSchoolGrade', ids(SCHOOL_GRADES)),
  });
}

/** Spec 2 §3.1: the child form's values. */
export type ChildForm = z.infer<ReturnType<typeof createChildSchema>>;

/** Spec 2 §3.2 / §5.3: the guardian form, with the email-kind and relationship cross-field rules. */
export function createGuardianSchema(today: Date) {
  return z
    .object({
      lastName: requiredText('guardianLastName'),
      firstName: requiredText('guardianFirstName'),
      lastNameKana: kanaText('guardianLastNameKana'),
      firstNameKana: kanaText('guardianFirstNameKana'),
      birthYear: choiceId('guardianBirthYear', guardianBirthYearOptions(today)),
      genderId: choiceId('guardianGender', ids(GENDERS)),
      telNumber: phoneNumber('guardianTel'),
      telNumberBackup: optionalPhoneNumber('guardianTelBackup'),
      email: emailAddress('guardianEmail'),
      emailKbn: choiceCode('emailKind', ['P', 'M']),
      emailBackup: optionalEmailAddress('guardianEmailBackup'),
      emailBackupKbn: z.preprocess((v) => (v === null ? '' : v), z.enum(['P', 'M', '']).optional().default('')),
      jobId: choiceId('occupation', ids(OCCUPATIONS)),
      kankeiCode: choiceCode('relationship', ['MOTHER', 'FATHER', 'OTHERS']),
      kankeiSonota: optionalText('relationshipOther'),
      zipcode: postalCode(),
      prefectureId: choiceId(
        'prefecture',
        Array.from({ length: 47 }, (_, i) => i + 1),
      ),
      city: requiredText('city'),
      block: requiredText('block'),
      building: optionalText('building'),
    })
    .superRefine(
      (form, ctx) => {
        // Runs even while other fields are wrong (`when`), so these two errors show with the rest at once.
        if (typeof form !== 'object' || form === null) return;
        const emailBackup = typeof form.emailBackup === 'string' ? form.emailBackup.trim() : '';
        if (emailBackup !== '' && !form.emailBackupKbn) {
          ctx.addIssue({
            code: 'custom',
            path: ['emailBackupKbn'],
            message: codes.select('emailBackupKind'),
          });
        }
        const other = typeof form.kankeiSonota === 'string' ? form.kankeiSonota.trim() : '';
        if (form.kankeiCode === 'OTHERS' && other === '') {
          ctx.addIssue({ code: 'custom', path: ['kankeiSonota'], message: codes.required('relationshipOther') });
        }
      },
      { when: () => true },
    );
}

/** Spec 2 §3.2: the guardian form's values. */
export type GuardianForm = z.infer<ReturnType<typeof createGuardianSchema>>;

/** Spec 2 §2.1 "input": the input screen: child, guardian and the privacy consent. */
export function createMembershipInputSchema(today: Date) {
  return z.object({
    kidForm: createChildSchema(today),
    guardianForm: createGuardianSchema(today),
    privacy: consent(),
  });
}

/** Spec 2 §7 GET /api/zip: what the postal-code look-up yields for an existing code. */
export interface PostalAddress {
  prefectureId: number;
  /** Prefecture and city, e.g. 東京都渋谷区. */
  prefectureCity: string;
  /** The town part. */
  block: string;
}

/**
 * Spec 2 §5.4: a look-up of a 7-digit postal code; null when it does not exist. A look-up that could not
 * be made (network, rate limit) rejects: that is no answer, and must not read as "not found".
 */
export type PostalLookup = (zipcode: string) => Promise<PostalAddress | null>;

/** Spec 2 §5.4: whether an invite code exists (GET /api/invite/{code}). */
export type InviteCodeLookup = (code: string) => Promise<boolean>;

/** Spec 2 §5.4: the clock a throttled look-up waits on; injected so tests and servers decide the time. */
export interface ThrottleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Spec 2 §5.4 / §9.1: the zipcode check runs at most once a second. */
export const POSTAL_LOOKUP_INTERVAL_MS = 1000;

/**
 * Spec 2 §5.4: wraps a postal look-up so it runs at most once a second and the last answer is reused
 * for the same code; a different code within the second waits for the second to pass. A failed look-up
 * rejects and is forgotten, so the next search of the same code asks again.
 */
export function throttlePostalLookup(lookup: PostalLookup, clock: ThrottleClock): PostalLookup {
  let last: { code: string; result: Promise<PostalAddress | null> } | undefined;
  let lastCallAt = Number.NEGATIVE_INFINITY;
  return async (zipcode) => {
    const code = normalizePostalCode(zipcode);
    if (last && last.code === code) return last.result;
    const wait = lastCallAt + POSTAL_LOOKUP_INTERVAL_MS - clock.now();
    lastCallAt = clock.now() + Math.max(wait, 0);
    const result = (async () => {
      if (wait > 0) await clock.sleep(wait);
      return lookup(code);
    })();
    last = { code, result };
    result.catch(() => {
      if (last?.result === result) last = undefined;
    });
    return result;
  };
}

/**
 * A look-up's answer, or undefined when it could not be made: the schema then leaves the code to the
 * server's own check rather than calling a real code unknown.
 */
export function unlessUnreachable(answer: Promise<PostalAddress | null>): Promise<PostalAddress | null | undefined> {
  return answer.catch(() => undefined);
}

/** Spec 2 §5.4: what the combined application schema needs from outside. */
export interface ApplicationSchemaDeps {
  today: Date;
  /** The clock the postal look-up is throttled on (spec 2 §5.4: at most once a second). */
  clock: ThrottleClock;
  lookupPostalCode: PostalLookup;
  inviteCodeExists: InviteCodeLookup;
}

/**
 * Spec 2 §3.3 / §5.4: the combined application schema: the input screen plus questions, follow-up
 * texts and the invite code, checked asynchronously: the postal code must exist and an
 * invite code, when given, must exist. The postal look-up runs at most once a second and the last
 * result is reused. Create the schema once per form and parse with `safeParseAsync`.
 */
export function createApplicationSchema(deps: ApplicationSchemaDeps) {
  const lookupPostalCode = throttlePostalLookup(deps.lookupPostalCode, deps.clock);
  return createMembershipInputSchema(deps.today)
    .extend({
      questions: optionalText('questions', QUESTIONS_LIMIT),
      inviteCode: optionalText('inviteCode'),
      additions: additionsSchema,
    })
    .superRefine(async (form, ctx) => {
      const [address, inviteOk] = await Promise.all([
        unlessUnreachable(lookupPostalCode(form.guardianForm.zipcode)),
        form.inviteCode === '' ? Promise.resolve(true) : deps.inviteCodeExists(form.inviteCode).catch(() => false),
      ]);
      if (address === null)
        ctx.addIssue({ code: 'custom', path: ['guardianForm', 'zipcode'], message: codes.postalCodeNotFound });
      if (!inviteOk) ctx.addIssue({ code: 'custom', path: ['inviteCode'], message: codes.inviteCodeNotFound });
    });
}
