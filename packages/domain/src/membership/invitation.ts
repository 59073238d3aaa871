import { z } from 'zod';
import { SCHOOL_GRADES } from '../enums/enums';
import type { FieldCode } from '../validation/codes';
import { childBirthday, choiceCode, choiceId, emailAddress, kanaText, requiredText } from '../validation/rules';
import { APPLICATION_COURSE_CODES } from './staffCreate';

/** Issue 32: how long a family invitation's mailed link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Issue 32: the roles a family may be invited with (spec 1 §1): member 6, prospect 7, limited 8. */
export const FAMILY_ROLES = [6, 7, 8] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** Issue 32: one invitation names one to three children (as a trial booking does, spec 2 §9.1). */
export const MAX_INVITED_CHILDREN = 3;

type ChildNo = 1 | 2 | 3;
type ChildPart = 'LastName' | 'FirstName' | 'LastNameKana' | 'FirstNameKana' | 'Birthday' | 'SchoolGrade' | 'GenderId';
type ChildField<P extends ChildPart> = `child${ChildNo}${P}`;

/** Child n's flat form fields (child1LastName …), as the form layer keeps them. */
export function invitedChildFields(n: number): {
  lastName: ChildField<'LastName'>;
  firstName: ChildField<'FirstName'>;
  lastNameKana: ChildField<'LastNameKana'>;
  firstNameKana: ChildField<'FirstNameKana'>;
  birthday: ChildField<'Birthday'>;
  schoolGrade: ChildField<'SchoolGrade'>;
  genderId: ChildField<'GenderId'>;
} {
  const p = `child${n as ChildNo}` as const;
  return {
    lastName: `${p}LastName`,
    firstName: `${p}FirstName`,
    lastNameKana: `${p}LastNameKana`,
    firstNameKana: `${p}FirstNameKana`,
    birthday: `${p}Birthday`,
    schoolGrade: `${p}SchoolGrade`,
    genderId: `${p}GenderId`,
  };
}

const CHILD_NUMBERS = Array.from({ length: MAX_INVITED_CHILDREN }, (_, i) => i + 1);

/** The invite form's flat values (strings, as the form layer keeps them); `childCount` says how many rows count. */
export type FamilyInvitationValues = {
  classroomId: string;
  course: string;
  role: string;
  guardianLastName: string;
  guardianFirstName: string;
  guardianEmail: string;
  childCount: string;
} & Record<ChildField<ChildPart>, string>;

/**
 * Issue 32 「教室が家族を招待する」: the guardian's name and email, one to three children (name, kana, birthday,
 * grade, gender), their classroom and course, and the family's role. Every missing field is listed at once; a
 * child's messages say which child where there are several (お子さま（2人目）の姓).
 */
export function familyInvitationSchema(today: Date) {
  return z.record(z.string(), z.string()).transform((form, ctx) => {
    const count = Math.min(Math.max(Number(form.childCount) || 1, 1), MAX_INVITED_CHILDREN);
    const out: Record<string, unknown> = {};
    const check = (field: string, schema: z.ZodType) => {
      const result = schema.safeParse(form[field] ?? '');
      if (result.success) out[field] = result.data;
      else ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? '' });
    };
    check('classroomId', z.coerce.number().int().positive());
    check('course', choiceCode('course', APPLICATION_COURSE_CODES));
    check('role', choiceId('familyRole', FAMILY_ROLES));
    check('guardianLastName', requiredText('guardianLastName'));
    check('guardianFirstName', requiredText('guardianFirstName'));
    check('guardianEmail', emailAddress('guardianEmail'));
    for (const n of CHILD_NUMBERS.slice(0, count)) {
      const f = invitedChildFields(n);
      const ref = (code: FieldCode) => (count > 1 ? { code, child: n } : code);
      check(f.lastName, requiredText(ref('childLastName')));
      check(f.firstName, requiredText(ref('childFirstName')));
      check(f.lastNameKana, kanaText(ref('childLastNameKana')));
      check(f.firstNameKana, kanaText(ref('childFirstNameKana')));
      check(f.birthday, childBirthday(today, ref('childBirthday')));
      check(
        f.schoolGrade,
        choiceId(
          ref('childSchoolGrade'),
          SCHOOL_GRADES.map((g) => g.id),
        ),
      );
      check(f.genderId, choiceId(ref('childGender'), [1, 2]));
    }
    if (ctx.issues.length > 0) return z.NEVER;
    return {
      classroomId: out.classroomId as number,
      course: out.course as string,
      role: out.role as FamilyRole,
      guardian: {
        lastName: out.guardianLastName as string,
        firstName: out.guardianFirstName as string,
        email: out.guardianEmail as string,
      },
      children: CHILD_NUMBERS.slice(0, count).map((n) => {
        const f = invitedChildFields(n);
        return {
          lastName: out[f.lastName] as string,
          firstName: out[f.firstName] as string,
          lastNameKana: out[f.lastNameKana] as string,
          firstNameKana: out[f.firstNameKana] as string,
          birthday: out[f.birthday] as string,
          schoolGrade: out[f.schoolGrade] as number,
          genderId: out[f.genderId] as 1 | 2,
        };
      }),
    };
  });
}
export type FamilyInvitationInput = z.output<ReturnType<typeof familyInvitationSchema>>;

/** Why a mailed invitation link no longer opens (issue 32): each gets a page of its own words. */
export const INVITATION_REFUSALS = ['wrong', 'expired', 'used', 'revoked'] as const;
export type InvitationRefusal = (typeof INVITATION_REFUSALS)[number];

/** What the classroom's list shows of an invitation, from its dates (the clock is the caller's). */
export function invitationStatus(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): 'invited' | 'joined' | 'expired' | 'revoked' {
  if (row.acceptedAt) return 'joined';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'invited';
}
