import { INVITATION_TTL_MS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, familyInvitations, kids, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import type { Mail } from '../../services/mail';
import { sha256 } from '../../services/sessions';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { INVITATION_MESSAGES } from './service';

const PASSWORD = 'haruka-2026-spring';

describe('the classroom invites a family and the guardian accepts (issue 32)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-11T01:00:00Z');
  const sent: Mail[] = [];
  let address = 0;
  const browser = () => new TestBrowser(t.app, `10.2.0.${++address}`);
  let room: { own: number; other: number };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    t.app.services.mailer.send = async (mail) => {
      sent.push(mail);
    };
    const rooms = await t.database.db.select().from(classrooms);
    const byNo = (no: string) => rooms.find((r) => r.classroomNo === no)?.id ?? 0;
    // The demo staff member works for 1301 and 1402, not for 1303.
    room = { own: byNo('1301'), other: byNo('1303') };
  });
  afterAll(() => t.close());

  const staff = async () => {
    const b = browser();
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return b;
  };
  const body = (email: string, classroomId = room.own, extra: Record<string, unknown> = {}) => ({
    classroomId,
    course: 'RA',
    role: 6,
    guardian: { lastName: '松本', firstName: '由美', email },
    children: [
      {
        lastName: '松本',
        firstName: '陽葵',
        lastNameKana: 'マツモト',
        firstNameKana: 'ヒマリ',
        birthday: '2017-06-02',
        schoolGrade: 5,
        genderId: 2,
      },
      {
        lastName: '松本',
        firstName: '蒼',
        lastNameKana: 'ﾏﾂﾓﾄ',
        firstNameKana: 'アオイ',
        birthday: '2019-09-14',
        schoolGrade: 3,
        genderId: 1,
      },
    ],
    ...extra,
  });
  const invite = async (b: TestBrowser, payload: object) =>
    b.request({ method: 'POST', url: '/api/staff/families/invite', payload });
  const lastToken = () => {
    const text = sent.at(-1)?.text ?? '';
    const url = /https:\/\/portal\.example\.jp\/invitation\?token=([\w-]+)/.exec(text);
    expect(url, text).not.toBeNull();
    return url?.[1] ?? '';
  };
  const accept = async (token: string, password?: string, b = browser()) => {
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/invitation/accept',
      payload: password === undefined ? { token } : { token, password, passwordConfirmation: password },
    });
    return { res, b };
  };

  it('invites, mails a link from PUBLIC_URL whose hash alone is stored, and lists the invitation', async () => {
    const b = await staff();
    sent.length = 0;
    const res = await invite(b, body('Matsumoto@Example.jp'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'matsumoto@example.jp',
      guardianName: '松本 由美',
      classroomName: '自由が丘教室',
      children: ['松本 陽葵', '松本 蒼'],
      status: 'invited',
      role: 6,
    });
    expect(sent.map((m) => m.to)).toEqual(['matsumoto@example.jp']);
    expect(sent[0]?.subject).toBe('【まなびポータル】自由が丘教室からのご招待');
    const token = lastToken();
    const rows = await t.database.db.select().from(familyInvitations);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);

    const list = await b.get('/api/staff/families/invitations');
    expect(list.json().data[0]).toMatchObject({ email: 'matsumoto@example.jp', status: 'invited' });
    expect(list.json().classrooms.map((r: { id: number }) => r.id)).toContain(room.own);
  });

  it('opens the link (classroom and children), accepts once with a password, signs in and shows the children', async () => {
    const b = await staff();
    await invite(b, body('kobayashi@example.jp'));
    const token = lastToken();
    const opened = await browser().get(`/api/invitation?token=${token}`);
    expect(opened.json()).toEqual({
      classroomName: '自由が丘教室',
      guardianName: '松本 由美',
      email: 'kobayashi@example.jp',
      children: [
        { name: '松本 陽葵', schoolGrade: 5 },
        { name: '松本 蒼', schoolGrade: 3 },
      ],
      hasAccount: false,
    });

    const weak = await accept(token, 'short');
    expect(weak.res.statusCode).toBe(422);

    const { res, b: guardian } = await accept(token, PASSWORD);
    expect(res.json()).toEqual({ signedIn: true, linked: false });
    const user = await guardian.get('/api/user');
    expect(user.statusCode).toBe(200);
    const names = JSON.stringify(user.json());
    expect(names).toContain('陽葵');
    expect(names).toContain('マツモト');
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'kobayashi@example.jp'));
    expect(account?.role).toBe(6);

    const again = await accept(token, PASSWORD);
    expect(again.res.statusCode).toBe(410);
    expect(again.res.json()).toEqual({ message: INVITATION_MESSAGES.refusal.used, reason: 'used' });
    expect((await browser().get(`/api/invitation?token=${token}`)).json().reason).toBe('used');
    expect((await browser().login('kobayashi@example.jp', PASSWORD)).statusCode).toBe(200);

    const list = await b.get('/api/staff/families/invitations');
    const row = list.json().data.find((r: { email: string }) => r.email === 'kobayashi@example.jp');
    expect(row.status).toBe('joined');
  });

  it('refuses a tampered link, an expired one and a revoked one, each with its reason', async () => {
    let b = await staff();
    expect((await browser().get('/api/invitation?token=not-a-real-token-at-all')).json().reason).toBe('wrong');

    await invite(b, body('expired@example.jp'));
    const expired = lastToken();
    clock = new Date(clock.getTime() + INVITATION_TTL_MS + 1000);
    try {
      const res = await browser().get(`/api/invitation?token=${expired}`);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: INVITATION_MESSAGES.refusal.expired, reason: 'expired' });
      expect((await accept(expired, PASSWORD)).res.json().reason).toBe('expired');
      // A week on, the staff member signs in again.
      b = await staff();
      const list = await b.get('/api/staff/families/invitations');
      const row = list.json().data.find((r: { email: string }) => r.email === 'expired@example.jp');
      expect(row.status).toBe('expired');

      // 再送: a new link that works; the old one stops.
      const resent = await b.request({ method: 'POST', url: `/api/staff/families/invitations/${row.id}/resend` });
      expect(resent.json().status).toBe('invited');
      const fresh = lastToken();
      expect(fresh).not.toBe(expired);
      expect((await browser().get(`/api/invitation?token=${expired}`)).json().reason).toBe('wrong');
      expect((await browser().get(`/api/invitation?token=${fresh}`)).statusCode).toBe(200);

      // 取り消し: the link then says so.
      const revoked = await b.request({ method: 'POST', url: `/api/staff/families/invitations/${row.id}/revoke` });
      expect(revoked.json().status).toBe('revoked');
      expect((await browser().get(`/api/invitation?token=${fresh}`)).json()).toEqual({
        message: INVITATION_MESSAGES.refusal.revoked,
        reason: 'revoked',
      });
      expect((await accept(fresh, PASSWORD)).res.statusCode).toBe(410);
      const resendRevoked = await b.request({
        method: 'POST',
        url: `/api/staff/families/invitations/${row.id}/resend`,
      });
      expect(resendRevoked.statusCode).toBe(409);
    } finally {
      clock = new Date('2026-05-11T01:00:00Z');
    }
  });

  it('links the children to the account an email has already, without a new password', async () => {
    const b = await staff();
    await invite(b, body(DEMO_ACCOUNTS.prospect));
    const token = lastToken();
    expect((await browser().get(`/api/invitation?token=${token}`)).json().hasAccount).toBe(true);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.prospect));
    const { res } = await accept(token);
    expect(res.json()).toEqual({ signedIn: false, linked: true });
    const familyKids = await t.database.db
      .select({ firstName: kids.firstName })
      .from(kids)
      .where(eq(kids.familyId, before?.familyId ?? 0));
    expect(familyKids.map((k) => k.firstName)).toEqual(expect.arrayContaining(['陽葵', '蒼']));
    const [after] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.prospect));
    // Invited as members, the prospect becomes a member; the password is unchanged.
    expect(after?.role).toBe(6);
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('says why a link does not open in the language of the request', async () => {
    const b = browser();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/invitation?token=not-a-real-token-at-all',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toEqual({
      message:
        'This invitation link is not correct. Please open the link in the email again, or contact the classroom.',
      reason: 'wrong',
    });
    expect((await b.get('/api/invitation?token=not-a-real-token-at-all')).json().message).toBe(
      INVITATION_MESSAGES.refusal.wrong,
    );
  });

  it('lets only staff invite, and only into their own classrooms', async () => {
    const b = await staff();
    const other = await invite(b, body('other-room@example.jp', room.other));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: INVITATION_MESSAGES.roomNotYours });

    const guardian = browser();
    expect((await guardian.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await invite(guardian, body('x@example.jp'))).statusCode).toBe(403);
    expect((await guardian.get('/api/staff/families/invitations')).statusCode).toBe(403);
    const ownRow = (await b.get('/api/staff/families/invitations')).json().data[0];
    for (const action of ['resend', 'revoke'])
      expect(
        (await guardian.request({ method: 'POST', url: `/api/staff/families/invitations/${ownRow.id}/${action}` }))
          .statusCode,
      ).toBe(403);
    const anonymous = browser();
    await anonymous.ensureXsrf();
    expect((await anonymous.get('/api/staff/families/invitations')).statusCode).toBe(401);

    // An invitation of a classroom the staff member does not work for: neither resent nor revoked.
    const [foreign] = await t.database.db
      .insert(familyInvitations)
      .values({
        classroomId: room.other,
        email: 'kichijoji@example.jp',
        guardianLastName: '斎藤',
        guardianFirstName: '聡',
        role: 7,
        courseCode: 'RA',
        children: [],
        tokenHash: sha256('foreign-token-0000000000'),
        sentAt: clock,
        expiresAt: new Date(clock.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    for (const action of ['resend', 'revoke'])
      expect(
        (await b.request({ method: 'POST', url: `/api/staff/families/invitations/${foreign?.id}/${action}` }))
          .statusCode,
      ).toBe(403);
    expect(
      (await b.get('/api/staff/families/invitations')).json().data.some((r: { id: number }) => r.id === foreign?.id),
    ).toBe(false);
  });

  it('words every missing field of the form, naming which child', async () => {
    const b = await staff();
    const res = await invite(b, {
      ...body(''),
      children: [body('').children[0], { ...body('').children[1], lastName: '', birthday: '' }],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.guardianEmail).toBeDefined();
    expect(errors.child2LastName).toEqual(['お子さま（2人目）の姓を入力してください。']);
    expect(errors.child2Birthday).toEqual(['お子さま（2人目）の生年月日を入力してください。']);
    expect((await invite(b, body(DEMO_ACCOUNTS.staff))).json().errors.guardianEmail).toEqual([
      INVITATION_MESSAGES.staffEmail,
    ]);
  });
});
