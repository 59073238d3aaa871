import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { columns, lmsCourses, lmsLessons } from '../schema';
import { DEMO_VIDEO_SECONDS, jstMonth } from './columns-lms';
import { AGAINST_TERMS, AVOID } from './copy-rules';

describe('demo columns and video lessons', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Late on the last day of a month in Japan: still that month there, already the next one in UTC.
  const today = new Date('2026-01-31T20:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => today });
  });
  afterAll(() => t.close());

  it("counts months in Japan's calendar", () => {
    expect(jstMonth(new Date('2026-01-31T14:59:00Z'))).toBe('2026-01');
    expect(jstMonth(new Date('2026-01-31T15:00:00Z'))).toBe('2026-02');
    expect(jstMonth(new Date('2026-01-10T00:00:00Z'), 1)).toBe('2025-12');
  });

  it('writes eight monthly columns for each demo course, in the words COPY.md asks for', async () => {
    const rows = await t.database.db.select().from(columns).orderBy(asc(columns.id));
    for (const course of ['RA', 'KB', 'RM']) {
      const months = rows.filter((c) => c.courseCode === course).map((c) => c.releaseMonth);
      expect(months, course).toHaveLength(8);
      expect(new Set(months).size, course).toBe(8);
      expect(months[0], course).toBe('2026-02');
    }
    for (const c of rows) {
      const text = [c.title, c.lead, c.body].join('\n');
      for (const rule of [...AVOID, ...AGAINST_TERMS]) expect(text, `${c.title}: ${rule}`).not.toMatch(rule);
      expect(text).not.toMatch(/\.\.\./);
    }
  });

  it('gives each robot course four monthly packs of four lessons with captions within the video', async () => {
    const packs = await t.database.db.select().from(lmsCourses).orderBy(asc(lmsCourses.id));
    expect(packs.map((p) => [p.courseCode, p.month, p.published])).toEqual([
      ['RA', '2026-02', true],
      ['RA', '2026-01', true],
      ['RA', '2025-12', true],
      ['RA', '2025-11', true],
      ['RM', '2026-02', true],
      ['RM', '2026-01', true],
      ['RM', '2025-12', true],
      ['RM', '2025-11', false],
    ]);
    for (const pack of packs) {
      const lessons = await t.database.db.select().from(lmsLessons).where(eq(lmsLessons.lmsCourseId, pack.id));
      expect(lessons, pack.lmsCode).toHaveLength(4);
      for (const l of lessons) {
        expect(l.captions.at(-1)?.end).toBe(DEMO_VIDEO_SECONDS);
        expect(await t.app.services.storage.exists(l.videoKey)).toBe(true);
      }
    }
  });

  it('stores real WebM videos', async () => {
    const bytes = await readFile(new URL('./media/lesson-1.webm', import.meta.url));
    // The EBML magic number every WebM file starts with.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const [lesson] = await t.database.db.select().from(lmsLessons).limit(1);
    expect((await t.app.services.storage.read(lesson?.videoKey ?? ''))?.subarray(0, 4)).toEqual(bytes.subarray(0, 4));
  });
});
