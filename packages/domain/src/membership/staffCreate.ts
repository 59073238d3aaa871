import { z } from 'zod';
import { COURSES_BY_LECTURE } from '../enums/enums';
import { choiceCode, codes, emailAddress, kanaText, requiredText } from '../validation/rules';

/** Every course code an application can be for. */
export const APPLICATION_COURSE_CODES = Object.values(COURSES_BY_LECTURE).flatMap((courses) =>
  courses.map((c) => c.id),
) as [string, ...string[]];

/**
 * Issue 16: the classroom creates an application, from a trial booking (which names the family and the
 * child) or by hand (then the guardian, the email and the child are required). Flat string values, as the
 * form layer keeps them; `publicBookingId` is '' by hand.
 */
export const staffMembershipCreateSchema = z
  .object({
    classroomId: z.coerce.number().int().positive(),
    publicBookingId: z.string(),
    // Checked below with the rest, so every missing field is listed at once.
    course: z.string(),
    startMonth: z.string(),
    guardianLastName: z.string(),
    guardianFirstName: z.string(),
    guardianEmail: z.string(),
    childLastName: z.string(),
    childFirstName: z.string(),
    childLastNameKana: z.string(),
    childFirstNameKana: z.string(),
    childGenderId: z.string(),
  })
  .superRefine((form, ctx) => {
    const checks: [keyof typeof form, z.ZodType][] = [
      ['course', choiceCode('course', APPLICATION_COURSE_CODES)],
      ['startMonth', z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, codes.required('startMonth'))],
    ];
    // From a trial booking, the family and the child come from the booking.
    if (form.publicBookingId === '')
      checks.push(
        ['guardianLastName', requiredText('guardianLastName')],
        ['guardianFirstName', requiredText('guardianFirstName')],
        ['guardianEmail', emailAddress('guardianEmail')],
        ['childLastName', requiredText('childLastName')],
        ['childFirstName', requiredText('childFirstName')],
        ['childLastNameKana', kanaText('childLastNameKana')],
        ['childFirstNameKana', kanaText('childFirstNameKana')],
        ['childGenderId', choiceCode('childGender', ['1', '2'])],
      );
    for (const [field, schema] of checks) {
      const result = schema.safeParse(form[field]);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? '' });
    }
  });

export type StaffMembershipCreateValues = z.input<typeof staffMembershipCreateSchema>;
