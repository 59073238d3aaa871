import { z } from 'zod';
import { codes, optionalText, requiredText } from '../validation/rules';

/** Issue 13: the limits of a lesson record the classroom posts (the title fits a card; nickname as the search). */
export const STAFF_RECORD_LIMITS = { title: 50, comment: 500, lecturerComment: 500, nickname: 50 } as const;

/**
 * Issue 13, the classroom side: a lesson record posted for a child (spec 1 §3 record fields). Publishing to
 * everyone's posts needs the nickname it is shown under, never the child's name (spec 1 §2).
 */
export const staffLessonRecordSchema = z
  .object({
    kidId: z.string().regex(/^\d+$/, codes.select('recordChild')),
    courseCd: z.string().min(1, codes.select('recordCourse')),
    title: requiredText('recordTitle', STAFF_RECORD_LIMITS.title),
    comment: requiredText('childComment', STAFF_RECORD_LIMITS.comment),
    lecturerComment: optionalText('lecturerComment', STAFF_RECORD_LIMITS.lecturerComment),
    /** '1' also publishes to everyone's posts (a form's checkbox, a multipart field). */
    public: z.enum(['0', '1']),
    nickname: optionalText('nickname', STAFF_RECORD_LIMITS.nickname),
  })
  .superRefine((v, ctx) => {
    if (v.public === '1' && !v.nickname)
      ctx.addIssue({ code: 'custom', path: ['nickname'], message: codes.required('nickname') });
  });

/** Issue 13: the classroom's comment, written in answer to the guardian's. */
export const staffAnswerSchema = z.object({
  lecturerComment: requiredText('lecturerComment', STAFF_RECORD_LIMITS.lecturerComment),
});

/** Issue 13: the nickname a record is published under. */
export const staffPublishSchema = z.object({ nickname: requiredText('nickname', STAFF_RECORD_LIMITS.nickname) });
