import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import {
  announcementReads,
  announcements,
  attendances,
  chatMessages,
  chatRooms,
  classrooms,
  kids,
  lessons,
  notifications,
  trialBookings,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './demo';

describe('demo classroom life around today', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const today = new Date('2026-11-22T03:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => today });
  });
  afterAll(() => t.close());

  const userId = async (email: string) => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    return u?.id ?? 0;
  };

  it('gives every child attended, absent and upcoming lessons, and one transfer each way in the first family', async () => {
    const rows = await t.database.db
      .select({
        kid: kids.firstName,
        status: attendances.status,
        startsAt: lessons.startsAt,
        transfer: attendances.transferLessonId,
      })
      .from(attendances)
      .innerJoin(kids, eq(kids.id, attendances.kidId))
      .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
      .orderBy(asc(lessons.startsAt));
    for (const kid of ['陽翔', '結菜', '蓮']) {
      const mine = rows.filter((r) => r.kid === kid);
      expect(mine.filter((r) => r.status === 1).length, kid).toBeGreaterThan(10);
      expect(
        mine.filter((r) => r.status === 2),
        kid,
      ).toHaveLength(1);
      const upcoming = mine.filter((r) => r.startsAt > today);
      expect(upcoming.length, kid).toBeGreaterThanOrEqual(4);
      expect(
        upcoming.every((r) => r.status === null || r.status === 3),
        kid,
      ).toBe(true);
    }
    const transfers = rows.filter((r) => r.status === 3);
    expect(transfers.map((r) => [r.kid, r.startsAt < today])).toEqual([
      ['結菜', true],
      ['陽翔', false],
    ]);
  });

  it('closes the Saturday class for one upcoming recess', async () => {
    const upcomingRecess = await t.database.db
      .select({ classroom: classrooms.name })
      .from(lessons)
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
      .where(and(eq(lessons.recess, true), gt(lessons.startsAt, today)));
    expect(upcomingRecess).toEqual([{ classroom: '自由が丘教室' }]);
  });

  it("leaves the newest two announcements of each of the first family's classrooms unread", async () => {
    const guardian = await userId(DEMO_ACCOUNTS.guardian);
    const unread = await t.database.db
      .select({ classroom: classrooms.name, title: announcements.title })
      .from(announcements)
      .innerJoin(classrooms, eq(classrooms.id, announcements.classroomId))
      .leftJoin(
        announcementReads,
        and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, guardian)),
      )
      .where(and(isNull(announcementReads.userId), lt(announcements.publishedAt, today)))
      .orderBy(asc(classrooms.name), asc(announcements.publishedAt));
    expect(unread.filter((u) => u.classroom !== '吉祥寺教室').map((u) => u.title)).toEqual([
      '休講日のお知らせ',
      '来月の授業日程のお知らせ',
      '休講日のお知らせ',
      '来月の授業日程のお知らせ',
    ]);
  });

  it('has an unread classroom reply in the first family’s chat and keeps families’ rooms apart', async () => {
    const rooms = await t.database.db
      .select({
        classroom: classrooms.name,
        readAt: chatRooms.guardianReadAt,
        id: chatRooms.id,
        family: chatRooms.familyId,
      })
      .from(chatRooms)
      .innerJoin(classrooms, eq(classrooms.id, chatRooms.classroomId))
      .orderBy(asc(chatRooms.id));
    expect(rooms.map((r) => r.classroom)).toEqual(['自由が丘教室', '武蔵小杉教室', '吉祥寺教室']);
    expect(new Set(rooms.map((r) => r.family)).size).toBe(2);
    const first = rooms[0];
    const unread = await t.database.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, first?.id ?? 0),
          eq(chatMessages.senderType, 'fc'),
          gt(chatMessages.sentAt, first?.readAt ?? today),
        ),
      );
    expect(unread).toEqual([{ content: '振替授業の日程が確定しました。カレンダーからご確認ください。' }]);
  });

  it('notifies each guardian of their own child’s newest record only', async () => {
    const guardian2 = await userId(DEMO_ACCOUNTS.guardian2);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, guardian2));
    expect(rows.map((n) => [n.type, n.read])).toEqual([
      [1, false],
      [3, false],
    ]);
  });

  it('books the prospect one trial lesson ten days from now', async () => {
    // The home seed adds a consultation and a cancelled trial; this is the one reserved trial lesson.
    const rows = await t.database.db.select().from(trialBookings).where(eq(trialBookings.status, 'YOYAKU'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('YOYAKU');
    expect(rows[0]?.heldAt?.toISOString()).toBe('2026-12-02T05:00:00.000Z');
  });
});
