import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, staffClassrooms, users } from '../db/schema';
import { createTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';
import { createOwner, StaffAccountError } from './staff';

describe('the first staff account of an empty install (issue 32)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // No demo data: the install as SEED_DEMO=false leaves it.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts with no account at all', async () => {
    expect(await t.database.db.select({ id: users.id }).from(users)).toEqual([]);
  });

  it('makes the owner of a new classroom, who signs in to the classroom side only after setting a password', async () => {
    const made = await createOwner(t.database.db, {
      email: ' Owner@Example.JP ',
      classroom: '吉祥寺教室',
      lastName: '山田',
      firstName: '花子',
    });
    expect(made).toMatchObject({ email: 'owner@example.jp', classroomName: '吉祥寺教室', madeClassroom: true });
    const [room] = await t.database.db.select().from(classrooms).where(eq(classrooms.id, made.classroomId));
    expect(room?.classroomNo).toBe('1001');
    expect(await t.database.db.select().from(staffClassrooms)).toEqual([
      { userId: made.userId, classroomId: made.classroomId, role: 'owner' },
    ]);

    const { token, url } = await t.app.services.passwords.issue(made.userId, 'set');
    expect(url).toBe(`https://portal.example.jp/password/reset?token=${token}`);
    const b = new TestBrowser(t.app);
    await b.ensureXsrf();
    const opened = await b.get(`/api/password/link?token=${token}`);
    expect(opened.json()).toEqual({ purpose: 'set', kind: 'staff', email: 'owner@example.jp' });
    const set = await b.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'first-pass-2026', passwordConfirmation: 'first-pass-2026' },
    });
    expect(set.statusCode).toBe(200);
    const signIn = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'owner@example.jp', password: 'first-pass-2026' },
    });
    expect(signIn.json()).toEqual({ success: true, name: '山田 花子' });
    expect((await new TestBrowser(t.app).login('owner@example.jp', 'first-pass-2026')).statusCode).toBe(422);
  });

  it('adds a second owner to an existing classroom, and refuses an address that has an account', async () => {
    const second = await createOwner(t.database.db, {
      email: 'second@example.jp',
      classroom: '吉祥寺教室',
      lastName: '教室',
      firstName: 'スタッフ',
    });
    expect(second.madeClassroom).toBe(false);
    await expect(
      createOwner(t.database.db, { email: 'OWNER@example.jp', classroom: '別の教室', lastName: 'a', firstName: 'b' }),
    ).rejects.toThrow(StaffAccountError);
    // Nothing of the refused command was kept.
    expect(await t.database.db.select().from(classrooms).where(eq(classrooms.name, '別の教室'))).toEqual([]);
  });
});
