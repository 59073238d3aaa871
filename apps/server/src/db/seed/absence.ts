import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AbsenceService } from '../../routes/absence/service';
import { ReadCache } from '../../services/read-cache';
import type { Database } from '../client';
import { attendances, lessons } from '../schema';
import type { Tx } from './classroom-life';

const DAY = 86_400_000;

/**
 * Issue 33 (ADR 046): every demo classroom takes absence reports with a 10:00 cut-off; 吉祥寺教室 alone offers
 * transfers (the terms say no make-up lessons in principle). 結菜's lesson four weeks ahead has a report
 * waiting for the classroom, sent through the service the guardian's calendar uses (the seed sends no mail).
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
