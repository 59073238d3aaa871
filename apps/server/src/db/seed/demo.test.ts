import { invitationStatus } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { COURSES, LECTURES } from '../catalogue';
import { classrooms, courses, enrolments, familyInvitations, kids, lectures, staffClassrooms, users } from '../schema';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { DEMO_KICHIJOJI_STAFF } from './kichijoji-staff';
import { CONSENT_DEMO_ACCOUNTS } from './profile';
import { DEMO_COLLEAGUES } from './staff-team';

describe('demo data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // A day in November: the school year began in April of the same year.
  const today = new Date('2026-11-22T03:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => today });
  });
  afterAll(() => t.close());

  it('holds the spec’s lectures and courses exactly', async () => {
    const db = t.database.db;
    expect(await db.select().from(lectures).orderBy(asc(lectures.id))).toEqual(LECTURES.map((l) => ({ ...l })));
    const rows = await db
      .select({ code: courses.code, lectureId: courses.lectureId, name: courses.name })
      .from(courses)
      .orderBy(asc(courses.sortOrder));
    expect(rows).toEqual(COURSES.map((c) => ({ ...c })));
  });

  it('puts the first family’s children in different classrooms, one in ROBO RA and one in KODOPRO KB', async () => {
    const rows = await t.database.db
      .select({
        firstName: kids.firstName,
        course: enrolments.courseCode,
        classroom: classrooms.name,
        lecture: courses.lectureId,
      })
      .from(kids)
      .innerJoin(users, eq(users.familyId, kids.familyId))
      .innerJoin(enrolments, eq(enrolments.kidId, kids.id))
      .innerJoin(classrooms, eq(classrooms.id, enrolments.classroomId))
      .innerJoin(courses, eq(courses.code, enrolments.courseCode))
      .where(eq(users.email, DEMO_ACCOUNTS.guardian))
      .orderBy(asc(kids.birthday));
    expect(rows).toEqual([
      { firstName: '陽翔', course: 'RA', classroom: '自由が丘教室', lecture: 1 },
      { firstName: '結菜', course: 'KB', classroom: '武蔵小杉教室', lecture: 3 },
    ]);
  });

  it('dates birthdays and enrolments from today, so grades and ages stay right', async () => {
    const rows = await t.database.db
      .select({
        firstName: kids.firstName,
        birthday: kids.birthday,
        grade: kids.schoolGrade,
        started: enrolments.startedOn,
      })
      .from(kids)
      .innerJoin(enrolments, eq(enrolments.kidId, kids.id))
      .orderBy(asc(kids.birthday));
    expect(rows).toEqual([
      // Elementary 5th grade in the 2026 school year: born between April 2015 and April 2016.
      { firstName: '陽翔', birthday: '2015-06-14', grade: 7, started: '2024-09-01' },
      { firstName: '蓮', birthday: '2017-08-21', grade: 5, started: '2025-09-01' },
      { firstName: '結菜', birthday: '2018-10-03', grade: 4, started: '2026-04-01' },
    ]);
  });

  it('gives the staff member the first family’s classrooms', async () => {
    const rows = await t.database.db
      .select({ name: classrooms.name })
      .from(staffClassrooms)
      .innerJoin(users, eq(users.id, staffClassrooms.userId))
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(users.email, DEMO_ACCOUNTS.staff))
      .orderBy(asc(classrooms.name));
    expect(rows.map((r) => r.name).sort()).toEqual(['武蔵小杉教室', '自由が丘教室'].sort());
  });

  it('gives the classroom family invitations of each standing, dated from today (issue 32)', async () => {
    const rows = await t.database.db
      .select({ row: familyInvitations, classroom: classrooms.name })
      .from(familyInvitations)
      .innerJoin(classrooms, eq(classrooms.id, familyInvitations.classroomId))
      .orderBy(asc(familyInvitations.id));
    expect(rows.map(({ row, classroom }) => [row.guardianLastName, classroom, invitationStatus(row, today)])).toEqual([
      ['森', '自由が丘教室', 'invited'],
      ['井上', '武蔵小杉教室', 'expired'],
      ['佐藤', '武蔵小杉教室', 'joined'],
    ]);
    // The joined one is the 佐藤 family's: 結菜 at 武蔵小杉教室, accepted before her enrolment began.
    const [yuina] = await t.database.db
      .select({ familyId: kids.familyId, started: enrolments.startedOn })
      .from(kids)
      .innerJoin(enrolments, eq(enrolments.kidId, kids.id))
      .where(eq(kids.firstName, '結菜'));
    const joined = rows[2]?.row;
    expect(joined?.familyId).toBe(yuina?.familyId);
    expect(joined?.acceptedAt?.getTime()).toBeLessThan(new Date(`${yuina?.started}T00:00:00Z`).getTime());
  });

  it('seeds only once: a second start leaves the data as it was', async () => {
    const count = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    expect(await seedDemo(t.database.db, { today, storage: t.app.services.storage })).toBe(false);
    expect(await count()).toBe(before);
    // The five demo accounts, the two whose terms consent is outstanding (seed/profile.ts), the staff member's
    // two colleagues (seed/staff-team.ts) and 吉祥寺教室's owner (seed/kichijoji-staff.ts).
    expect(before).toBe(
      Object.keys(DEMO_ACCOUNTS).length +
        Object.keys(CONSENT_DEMO_ACCOUNTS).length +
        Object.keys(DEMO_COLLEAGUES).length +
        1,
    );
    expect(before).toBe(10);
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_KICHIJOJI_STAFF)),
    ).toHaveLength(1);
  });
});
