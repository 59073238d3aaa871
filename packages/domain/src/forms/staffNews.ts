import { z } from 'zod';
import { choiceId, codes, requiredText } from '../validation/rules';

/** Issue 33 (ADR 045): the two kinds of news the classroom writes: its own announcements, information for everyone. */
export const NEWS_KINDS = ['announcement', 'information'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** Issue 33: where an item stands, derived from its draft mark, publication time and withdrawal. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A title fits one line of the guardians' list; a body is a long notice at most. */
export const NEWS_TITLE_LIMIT = 100;
export const NEWS_CONTENT_LIMIT = 10_000;

/**
 * Issue 33 「お知らせ・インフォメーションを書く」: an announcement names one of the staff member's classrooms, a piece
 * of information one of the provider's labels. The ids arrive as a select's text on the page, numbers on the wire.
 */
export const staffNewsSchema = z
  .object({
    kind: z.enum(NEWS_KINDS),
    classroomId: z.unknown(),
    labelId: z.unknown(),
    title: requiredText('newsTitle', NEWS_TITLE_LIMIT),
    content: requiredText('newsContent', NEWS_CONTENT_LIMIT),
    // A checkbox on the page ('1' or ''), a boolean on the wire.
    important: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === '1'),
  })
  .transform((v, ctx) => {
    const pick = (field: 'classroomId' | 'labelId', code: 'classroom' | 'newsLabel') => {
      const parsed = choiceId(code).safeParse(v[field]);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: codes.select(code), path: [field] });
      return null;
    };
    const announcement = v.kind === 'announcement';
    return {
      kind: v.kind,
      classroomId: announcement ? pick('classroomId', 'classroom') : null,
      labelId: announcement ? null : pick('labelId', 'newsLabel'),
      title: v.title,
      content: v.content,
      important: v.important,
    };
  });
export type StaffNews = z.output<typeof staffNewsSchema>;
/** The editor's values as the form layer keeps them (text, and the pin as a checkbox). */
export type StaffNewsValues = {
  kind: NewsKind;
  classroomId: string;
  labelId: string;
  title: string;
  content: string;
  /** '1' when pinned: the form layer keeps text only. */
  important: string;
};

/** A wall-clock time in Japan as a `datetime-local` field writes it. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Issue 33 「公開日時」: empty publishes now; otherwise a date and time in Japan (the server decides whether it
 * is still ahead).
 */
export const staffNewsScheduleSchema = z.object({
  publishAt: z
    .string()
    .trim()
    .refine((text) => text === '' || LOCAL_DATE_TIME.test(text), codes.required('publishAt')),
});

/** Issue 33: the status of an item at `now`: drafts and withdrawals first, then whether its time has come. */
export function newsStatus(item: { draft: boolean; withdrawn: boolean; publishAt: Date }, now: Date): NewsStatus {
  if (item.withdrawn) return 'withdrawn';
  if (item.draft) return 'draft';
  return item.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Issue 33: a reminder to the unread goes once per item per day at most. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Issue 33: the editor's whole form: the item and, for 公開する / 公開を予約する, its publication time. */
export const staffNewsEditorSchema = staffNewsSchema.and(staffNewsScheduleSchema);
/** The editor's values as the form layer keeps them. */
export type StaffNewsEditorValues = StaffNewsValues & { publishAt: string };
