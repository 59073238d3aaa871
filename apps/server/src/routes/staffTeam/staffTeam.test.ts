import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, staffClassrooms, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_COLLEAGUES } from '../../db/seed/staff-team';
import type { Mail } from '../../services/mail';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { STAFF_TEAM_MESSAGES } from './service';

const PASSWORD = 'kenta-2026-autumn';

type Member = {
  id: number;
  name: string;
  email: string;
  status: string;
  role: string;
  you: boolean;
  manageable: boolean;
  expiresAt: string | null;
};

describe('an owner invites the classroom staff and deactivates them (issue 32, ADR 042)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-11T01:00:00Z');
  const sent: Mail[] = [];
  let address = 0;
  const browser = () => new TestBrowser(t.app, `10.3.0.${++address}`);
  let room: { jiyugaoka: number; musashikosugi: number; kichijoji: number };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    t.app.services.mailer.send = async (mail) => {
      sent.push(mail);
    };
    const rooms = await t.database.db.select().from(classrooms);
    const byNo = (no: string) => rooms.find((r) => r.classroomNo === no)?.id ?? 0;
    room = { jiyugaoka: byNo('1301'), musashikosugi: byNo('1402'), kichijoji: byNo('1303') };
  });
  afterAll(() => t.close());

  const staffLogin = async (b: TestBrowser, email: string, password = DEMO_PASSWORD) => {
    await b.ensureXsrf();
    return b.request({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  };
  const as = async (email: string) => {
    const b = browser();
    expect((await staffLogin(b, email)).statusCode).toBe(200);
    return b;
  };
  const owner = () => as(DEMO_ACCOUNTS.staff);
  const post = (b: TestBrowser, url: string, payload?: unknown) =>
    b.request({ method: 'POST', url, payload: payload as never });
  const list = async (b: TestBrowser) => {
    const res = await b.get('/api/staff/team');
    expect(res.statusCode).toBe(200);
    return res.json() as { ownedClassrooms: { id: number; name: string }[]; data: Member[] };
  };
  const memberOf = async (b: TestBrowser, email: string) => {
    const found = (await list(b)).data.find((m) => m.email === email);
    if (!found) throw new Error(`${email} is not listed`);
    return found;
  };
  const linkIn = (mail: Mail | undefined) => {
    const url = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!url) throw new Error('no link in the mail');
    return new URL(url).searchParams.get('token') ?? '';
  };

  it('lists the staff of the owner’s classrooms with their standing, and the classrooms they may invite into', async () => {
    const answer = await list(await owner());
    expect(answer.ownedClassrooms.map((r) => r.name)).toEqual(['自由が丘教室', '武蔵小杉教室']);
    const byEmail = Object.fromEntries(answer.data.map((m) => [m.email, m]));
    expect(answer.data[0]).toMatchObject({ email: DEMO_ACCOUNTS.staff, role: 'owner', you: true, manageable: false });
    expect(byEmail[DEMO_COLLEAGUES.colleague]).toMatchObject({
      name: '中村 美咲',
      role: 'staff',
      status: 'active',
      manageable: true,
      classrooms: ['自由が丘教室'],
    });
    expect(byEmail[DEMO_COLLEAGUES.invited]).toMatchObject({ status: 'invited', manageable: true });
    expect(byEmail[DEMO_COLLEAGUES.invited]?.expiresAt).not.toBeNull();
  });

  it('a staff member who owns no classroom sees the list but cannot invite nor deactivate', async () => {
    const colleague = await as(DEMO_COLLEAGUES.colleague);
    const answer = await list(colleague);
    expect(answer.ownedClassrooms).toEqual([]);
    expect(answer.data.every((m) => !m.manageable)).toBe(true);
    const invite = await post(colleague, '/api/staff/team/invite', {
      classroomId: room.jiyugaoka,
      lastName: '加藤',
      firstName: '翼',
      email: 'kato.staff@example.com',
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(STAFF_TEAM_MESSAGES.notOwner);
    const ownerId = answer.data.find((m) => m.email === DEMO_ACCOUNTS.staff)?.id;
    expect((await post(colleague, `/api/staff/team/${ownerId}/deactivate`)).statusCode).toBe(403);
    expect(sent.filter((m) => m.to === 'kato.staff@example.com')).toEqual([]);
  });

  it('an owner cannot invite into a classroom they do not own, nor a guardian’s or a colleague’s address', async () => {
    const b = await owner();
    const other = await post(b, '/api/staff/team/invite', {
      classroomId: room.kichijoji,
      lastName: '加藤',
      firstName: '翼',
      email: 'kato.staff@example.com',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(STAFF_TEAM_MESSAGES.notOwner);
    for (const email of [DEMO_ACCOUNTS.guardian, DEMO_COLLEAGUES.colleague.toUpperCase()]) {
      const taken = await post(b, '/api/staff/team/invite', {
        classroomId: room.jiyugaoka,
        lastName: '加藤',
        firstName: '翼',
        email,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.email).toEqual([STAFF_TEAM_MESSAGES.emailTaken]);
    }
    // Every missing field at once, worded as the form words them.
    const empty = await post(b, '/api/staff/team/invite', {
      classroomId: room.jiyugaoka,
      lastName: ' ',
      firstName: '',
      email: 'not-an-address',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'firstName', 'lastName']);
    expect(sent).toEqual([]);
  });

  it('the invited colleague sets a password through the mailed single-use link and signs in', async () => {
    const b = await owner();
    const email = 'Kato.Staff@example.com';
    const res = await post(b, '/api/staff/team/invite', {
      classroomId: room.musashikosugi,
      lastName: '加藤',
      firstName: '翼',
      email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'kato.staff@example.com',
      status: 'invited',
      role: 'staff',
      classrooms: ['武蔵小杉教室'],
      manageable: true,
    });
    const mail = sent.at(-1);
    expect(mail?.to).toBe('kato.staff@example.com');
    expect(mail?.subject).toContain('パスワードの設定');
    expect(mail?.text).toContain('武蔵小杉教室');
    const token = linkIn(mail);

    // Not before the password is set.
    expect((await staffLogin(browser(), email, PASSWORD)).statusCode).toBe(422);
    const visitor = browser();
    const opened = await visitor.get(`/api/password/link?token=${token}`);
    expect(opened.json()).toMatchObject({ purpose: 'set', kind: 'staff', email: 'kato.staff@example.com' });
    await visitor.ensureXsrf();
    const set = await post(visitor, '/api/password/reset', {
      token,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    // Single use.
    const again = await post(visitor, '/api/password/reset', {
      token,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    expect(again.statusCode).toBe(410);

    const kato = browser();
    expect((await staffLogin(kato, email, PASSWORD)).statusCode).toBe(200);
    expect((await kato.get('/api/staff/bookings')).statusCode).toBe(200);
    expect(await memberOf(b, 'kato.staff@example.com')).toMatchObject({ status: 'active' });
    // Joined: nothing to resend.
    const id = (await memberOf(b, 'kato.staff@example.com')).id;
    const resend = await post(b, `/api/staff/team/${id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(STAFF_TEAM_MESSAGES.joined);
  });

  it('再送 mails a new link, the older one stops working; a link past its time says it expired', async () => {
    const b = await owner();
    const invited = await memberOf(b, DEMO_COLLEAGUES.invited);
    const before = sent.length;
    const res = await post(b, `/api/staff/team/${invited.id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(sent.length).toBe(before + 1);
    const first = linkIn(sent.at(-1));
    await post(b, `/api/staff/team/${invited.id}/resend`);
    const second = linkIn(sent.at(-1));
    expect((await browser().get(`/api/password/link?token=${first}`)).statusCode).toBe(410);
    expect((await browser().get(`/api/password/link?token=${second}`)).statusCode).toBe(200);

    const saved = clock;
    clock = new Date(saved.getTime() + 73 * 3_600_000);
    try {
      expect((await browser().get(`/api/password/link?token=${second}`)).json().reason).toBe('expired');
      const b2 = await owner();
      expect(await memberOf(b2, DEMO_COLLEAGUES.invited)).toMatchObject({ status: 'expired' });
    } finally {
      clock = saved;
    }
  });

  it('deactivating ends the colleague’s sessions at once; their sign-in is refused in words, their links too', async () => {
    const b = await owner();
    const colleague = await as(DEMO_COLLEAGUES.colleague);
    expect((await colleague.get('/api/staff/bookings')).statusCode).toBe(200);
    const { id } = await memberOf(b, DEMO_COLLEAGUES.colleague);
    const res = await post(b, `/api/staff/team/${id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deactivated', manageable: true });

    expect((await colleague.get('/api/staff/bookings')).statusCode).toBe(401);
    // The right password: told the account is deactivated (Japanese, or English when asked in English).
    const refused = await staffLogin(browser(), DEMO_COLLEAGUES.colleague);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_TEAM_MESSAGES.signInDeactivated);
    const english = browser();
    await english.ensureXsrf();
    const inEnglish = await english.request(
      {
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: DEMO_COLLEAGUES.colleague, password: DEMO_PASSWORD },
      },
      { headers: { 'accept-language': 'en' } },
    );
    expect(inEnglish.json().message).toBe(
      "This account is deactivated. Please contact the classroom's owner for details.",
    );
    // A wrong password says no more than for anyone.
    expect((await staffLogin(browser(), DEMO_COLLEAGUES.colleague, 'wrong-password-1')).statusCode).toBe(422);
    // No reset mail for it either.
    const before = sent.length;
    const forgot = browser();
    await forgot.ensureXsrf();
    await post(forgot, '/api/password/forgot', { email: DEMO_COLLEAGUES.colleague });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.length).toBe(before);
  });

  it('an owner cannot deactivate themselves, an owner, or a colleague who also works for a classroom they do not own', async () => {
    const b = await owner();
    const me = (await list(b)).data.find((m) => m.you);
    const self = await post(b, `/api/staff/team/${me?.id}/deactivate`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(STAFF_TEAM_MESSAGES.notManageable);

    // The invited colleague also works for 吉祥寺教室, which the demo staff member does not own.
    const [invited] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_COLLEAGUES.invited));
    await t.database.db
      .insert(staffClassrooms)
      .values({ userId: invited?.id ?? 0, classroomId: room.kichijoji, role: 'staff' });
    try {
      expect(await memberOf(b, DEMO_COLLEAGUES.invited)).toMatchObject({
        manageable: false,
        classrooms: ['武蔵小杉教室'],
      });
      expect((await post(b, `/api/staff/team/${invited?.id}/deactivate`)).statusCode).toBe(403);
      expect((await post(b, `/api/staff/team/${invited?.id}/resend`)).statusCode).toBe(403);
    } finally {
      await t.database.db.delete(staffClassrooms).where(eq(staffClassrooms.classroomId, room.kichijoji));
    }
    // Someone who works for none of the owner's classrooms is not found.
    expect((await post(b, '/api/staff/team/999999/deactivate')).statusCode).toBe(404);
  });

  it('guardians and signed-out callers reach none of it', async () => {
    const guardian = browser();
    expect((await guardian.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await guardian.get('/api/staff/team')).statusCode).toBe(403);
    expect((await browser().get('/api/staff/team')).statusCode).toBe(401);
  });
});

describe('a staff session is no guardian’s (issue 32)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  });
  afterAll(() => t.close());

  it('the guardian portal’s session check and config refuse it, and answer a guardian’s', async () => {
    const staff = new TestBrowser(t.app, '10.4.0.1');
    await staff.ensureXsrf();
    const signed = await staff.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(signed.statusCode).toBe(200);
    for (const url of ['/api/account/authed', '/api/account/config']) {
      const res = await staff.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('この機能は保護者さま専用です。教室スタッフのページをご利用ください。');
    }
    const guardian = new TestBrowser(t.app, '10.4.0.2');
    expect((await guardian.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
    for (const url of ['/api/account/authed', '/api/account/config'])
      expect((await guardian.get(url)).statusCode, url).toBe(200);
  });
});
