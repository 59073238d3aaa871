import { createHash, randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { COURSES, LECTURES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import { attendances, calendarFeeds, classrooms, kids, lessons } from '../../db/schema';

const TIME_ZONE = 'Asia/Tokyo';
/** How far back the feed reaches: calendar apps keep what they saw, so older lessons only cost bytes. */
const HISTORY_DAYS = 92;
const DAY_MS = 86_400_000;

const inTokyo = (at: Date) => DateTime.fromJSDate(at, { zone: TIME_ZONE });
/**
 * RFC 5545 wants DTSTAMP in UTC; ical-generator writes it in the calendar's zone without the Z once the
 * calendar has one. Every event's stamp is the feed's issue time, so each line is rewritten to it.
 */
const withUtcStamps = (ics: string, stamp: Date) =>
  ics.replace(
    /^DTSTAMP:.*$/gm,
    `DTSTAMP:${stamp
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const courseOf = (code: string) => COURSES.find((c) => c.code === code);
const courseLabel = (code: string) => `${courseOf(code)?.name ?? code}コース`;
const lectureName = (code: string) => LECTURES.find((l) => l.id === courseOf(code)?.lectureId)?.name ?? '';
const jstLabel = (at: Date) => {
  const j = new Date(at.getTime() + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${j.getUTCMonth() + 1}月${j.getUTCDate()}日 ${pad(j.getUTCHours())}:${pad(j.getUTCMinutes())}`;
};

/**
 * A family's secret, revocable ICS feed (issue 14): the lessons, transfers and recess days of all its
 * children, in Asia/Tokyo. The token is 32 random bytes (43 base64url characters); only its hash is stored.
 */
export class CalendarFeedService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async status(familyId: number | null) {
    if (familyId === null) return { active: false, createdAt: null };
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.familyId, familyId));
    return { active: row !== undefined, createdAt: row ? row.createdAt.toISOString() : null };
  }

  /** A new token for the family, replacing any earlier one; the token is returned this once. */
  async issue(familyId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const values = { familyId, tokenHash: hashOf(token), createdAt: this.now() };
    await this.db
      .insert(calendarFeeds)
      .values(values)
      .onConflictDoUpdate({
        target: calendarFeeds.familyId,
        set: { tokenHash: values.tokenHash, createdAt: values.createdAt },
      });
    return token;
  }

  async revoke(familyId: number): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.familyId, familyId));
  }

  /** The feed of the family the token belongs to, or null for a token that is unknown or revoked. */
  async ics(token: string): Promise<string | null> {
    const [feed] = await this.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, hashOf(token)));
    if (!feed) return null;
    const children = await this.db.select().from(kids).where(eq(kids.familyId, feed.familyId)).orderBy(kids.id);
    const calendar = ical({
      name: 'まなびポータル 授業カレンダー',
      prodId: { company: 'manabi-portal', product: 'lesson-calendar', language: 'JA' },
      method: ICalCalendarMethod.PUBLISH,
      timezone: { name: TIME_ZONE, generator: getVtimezoneComponent },
      ttl: 60 * 60 * 6,
    });
    if (children.length === 0) return withUtcStamps(calendar.toString(), feed.createdAt);
    const since = new Date(this.now().getTime() - HISTORY_DAYS * DAY_MS);
    const original = alias(lessons, 'original');
    const moved = alias(lessons, 'moved');
    const rows = await this.db
      .select({ kidId: attendances.kidId, status: attendances.status, lesson: original, moved })
      .from(attendances)
      .innerJoin(original, eq(original.id, attendances.lessonId))
      .leftJoin(moved, eq(moved.id, attendances.transferLessonId))
      .where(
        inArray(
          attendances.kidId,
          children.map((k) => k.id),
        ),
      );
    const rooms = new Map((await this.db.select().from(classrooms)).map((r) => [r.id, r.name]));
    const nameOf = new Map(children.map((k) => [k.id, `${k.lastName} ${k.firstName}`]));
    const classesOf = new Map<number, Set<string>>();
    const listed = new Set<string>();
    const add = (
      kidId: number,
      lesson: typeof lessons.$inferSelect,
      kind: 'lesson' | 'from' | 'to' | 'recess',
      other?: typeof lessons.$inferSelect,
    ) => {
      if (lesson.startsAt < since) return;
      const name = nameOf.get(kidId) ?? '';
      const what = `${courseLabel(lesson.courseCode)}（${lectureName(lesson.courseCode)}）`;
      const prefix = kind === 'recess' ? '【休講】' : kind === 'from' ? '【振替元】' : kind === 'to' ? '【振替】' : '';
      const notes = [`${rooms.get(lesson.classroomId) ?? ''} ${lesson.className}`];
      if (kind === 'from' && other) notes.push(`振替先：${jstLabel(other.startsAt)}`);
      if (kind === 'to' && other) notes.push(`振替元：${jstLabel(other.startsAt)}`);
      calendar.createEvent({
        id: `${kind}-${lesson.id}-${kidId}@manabi-portal`,
        // Luxon dates, so ical-generator writes Tokyo wall-clock times under TZID (a native Date would be
        // written in the server process's own zone).
        start: inTokyo(lesson.startsAt),
        end: inTokyo(lesson.endsAt),
        timezone: TIME_ZONE,
        summary: `${prefix}${name} ${what}`,
        location: rooms.get(lesson.classroomId) ?? '',
        description: notes.join('\n'),
        // A lesson that will not take place stays visible, struck through, rather than vanishing.
        status: kind === 'recess' || kind === 'from' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        stamp: feed.createdAt,
      });
    };
    for (const { kidId, status, lesson, moved: target } of rows) {
      classesOf.set(
        kidId,
        (classesOf.get(kidId) ?? new Set()).add(`${lesson.classroomId}|${lesson.courseCode}|${lesson.className}`),
      );
      listed.add(`${kidId}|${lesson.id}`);
      if (status === 3 && target) {
        add(kidId, lesson, 'from', target);
        add(kidId, target, 'to', lesson);
      } else add(kidId, lesson, lesson.recess ? 'recess' : 'lesson');
    }
    // The recess days of each child's classes, which no attendance row holds.
    const recess = await this.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.recess, true), gte(lessons.startsAt, since)));
    for (const lesson of recess) {
      for (const [kidId, keys] of classesOf) {
        const key = `${lesson.classroomId}|${lesson.courseCode}|${lesson.className}`;
        if (keys.has(key) && !listed.has(`${kidId}|${lesson.id}`)) add(kidId, lesson, 'recess');
      }
    }
    return withUtcStamps(calendar.toString(), feed.createdAt);
  }
}
