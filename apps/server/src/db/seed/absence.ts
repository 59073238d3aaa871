import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AbsenceService } from '../../routes/absence/service';
import { ReadCache } from '../../services/read-cache';
import type { Database } from '../client';
import { attendances, lessons } from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';
import { closureOn, DEMO_CLASSES } from './year';

const DAY = 86_400_000;

/** 吉祥寺教室's second class of 蓮's course (ミドルコース), where transfers go (ADR 051). */
export const TRANSFER_CLASS = '水曜17時クラス';

/**
 * Issue 33 (ADR 046, 051): every demo classroom takes absence reports with a 10:00 cut-off; 吉祥寺教室 alone offers
 * transfers (the terms say no make-up lessons in principle), for the month of the absence and the next, and runs
 * a second class of 蓮's course on Wednesdays for the coming fourteen weeks: the seats a transfer can take. 結菜's
 * lesson four weeks ahead has a report waiting for the classroom, sent through the service the guardian's
 * calendar uses (the seed sends no mail).
 */
export async function seedAbsences(
  tx: Tx,
  c: {
    today: Date;
    rooms: { jiyugaoka: number; musashikosugi: number; kichijoji: number };
    sato: { familyId: number; guardian: number; yuina: number };
  },
) {
  const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
  const service = new AbsenceService(
    tx as unknown as Database,
    () => c.today,
    { send: async () => {}, close: () => {} },
    new ReadCache(() => c.today),
    '',
    quiet,
  );
  await service.configure(c.rooms.jiyugaoka, { cutoffTime: '10:00', transfersOffered: false });
  await service.configure(c.rooms.musashikosugi, { cutoffTime: '10:00', transfersOffered: false });
  await service.configure(c.rooms.kichijoji, { cutoffTime: '10:00', transfersOffered: true, transferWindowMonths: 1 });
  const sunday = DEMO_CLASSES.kichijoji;
  const wednesdays = Array.from({ length: 100 }, (_, i) => jstDate(c.today, i + 1)).filter(
    (day) => new Date(`${day}T12:00:00+09:00`).getUTCDay() === 3,
  );
  await tx.insert(lessons).values(
    wednesdays.map((day) => ({
      classroomId: c.rooms.kichijoji,
      courseCode: sunday.course,
      className: TRANSFER_CLASS,
      startsAt: jstAt(day, '17:00'),
      endsAt: jstAt(day, '18:30'),
      recess: closureOn(day) !== undefined,
      capacity: 6,
    })),
  );
  const [lesson] = await tx
    .select({ id: lessons.id })
    .from(attendances)
    .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
    .where(
      and(
        eq(attendances.kidId, c.sato.yuina),
        eq(lessons.recess, false),
        gte(lessons.startsAt, new Date(c.today.getTime() + 28 * DAY)),
      ),
    )
    .orderBy(asc(lessons.startsAt))
    .limit(1);
  if (!lesson) return;
  await service.report(
    { id: c.sato.guardian, familyId: c.sato.familyId },
    {
      kidId: c.sato.yuina,
      lessonId: lesson.id,
      kind: 'absent',
      reason: 'school',
      note: '学校の音楽会と重なるため、お休みします。',
    },
  );
}
