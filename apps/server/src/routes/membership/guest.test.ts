import { GUEST_LINK_TTL_MS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, publicBookings } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import type { Mail } from '../../services/mail';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { PUBLIC_RATE_LIMITS } from '../trial/limits';

// A Monday, 10:00 in Japan.
const START = new Date('2026-11-23T01:00:00Z');

async function drawnSignature() {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="100%" height="100%" fill="#fff"/><path d="M20 80 C 60 10, 120 110, 280 40" stroke="#000" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

const input = (kidId: number, subscriptionCode: string, email: string) => ({
  kidId,
  subscriptionCode,
  kidForm: {
    lastName: '森',
    firstName: '蓮',
    lastNameKana: 'モリ',
    firstNameKana: 'レン',
    birthday: '2018-05-10',
    genderId: 1,
    schoolName: '目黒区立八雲小学校',
    schoolGrade: 4,
  },
  guardianForm: {
    lastName: '森',
    firstName: '由紀',
    lastNameKana: 'モリ',
    firstNameKana: 'ユキ',
    birthYear: 1986,
    genderId: 2,
    telNumber: '09087654321',
    telNumberBackup: '',
    email,
    emailKbn: 'M',
    emailBackup: '',
    emailBackupKbn: '',
    jobId: 6,
    kankeiCode: 'MOTHER',
    kankeiSonota: '',
    zipcode: '1520023',
    prefectureId: 13,
    city: '目黒区',
    block: '八雲2-3-4',
    building: '',
  },
  privacy: true,
});

describe('membership application without an account (mailed link)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let now = START;
  const outbox: Mail[] = [];
  let roomId = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => now });
    t.app.services.mailer.send = async (mail) => {
      outbox.push(mail);
    };
    const [room] = await t.app.db.select().from(classrooms).where(eq(classrooms.classroomNo, '1301'));
    roomId = room?.id ?? 0;
  });
  afterAll(() => t.close());

  const staff = async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureXsrf();
    const res = await browser.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return browser;
  };
  const visitor = async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureXsrf();
    return browser;
  };
  const tokenOf = (mail: Mail | undefined) => /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const open = (browser: TestBrowser, token: string) =>
    browser.request({ method: 'POST', url: '/api/no_account/membership/session', payload: { token } });

  /** The classroom creates an application by hand for a family without an account; its link is mailed. */
  const createByHand = async (email: string) => {
    const s = await staff();
    const res = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: {
        classroomId: roomId,
        course: 'RP',
        startMonth: '2027-01',
        guardian: { lastName: '森', firstName: '由紀', email },
        child: { lastName: '森', firstName: '蓮', lastNameKana: 'モリ', firstNameKana: 'レン', genderId: 1 },
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; subscriptionCode: string; noAccount: boolean };
    const mail = outbox.at(-1);
    expect(mail?.to).toBe(email);
    return { ...body, token: tokenOf(mail), staff: s };
  };

  it('mails the link when the classroom creates an application for a family without an account', async () => {
    const created = await createByHand('mori.family@example.com');
    expect(created.noAccount).toBe(true);
    expect(outbox.at(-1)?.subject).toContain('入会お申し込みのご案内');
    expect(outbox.at(-1)?.text).toContain('/no_account/online_apply/verify_identity?token=');

    const guest = await visitor();
    const opened = await open(guest, created.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ kidId: created.id, subscriptionCode: created.subscriptionCode, statusId: 2 });
    // verify_identity greets the guardian and the child by name.
    const detail = await guest.get('/api/membership/online/detail?from=verify');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().guardianData).toMatchObject({ lastName: '森', firstName: '由紀' });
    expect(detail.json().kidData).toMatchObject({ lastName: '森', firstName: '蓮' });
    expect(detail.json().membershipData[0].statusId).toBe(2);
    // The input screen is prefilled with the email the link was mailed to.
    const prefill = await guest.get('/api/membership/online/form-data');
    expect(prefill.json().userForm.email).toBe('mori.family@example.com');
  });

  it('creates the application in the own family of a guardian who has an account, without a link', async () => {
    const s = await staff();
    const before = outbox.length;
    const res = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: {
        classroomId: roomId,
        course: 'SGS',
        startMonth: '2027-02',
        guardian: { lastName: '伊藤', firstName: '真由美', email: DEMO_ACCOUNTS.prospect.toUpperCase() },
        child: { lastName: '伊藤', firstName: '湊', lastNameKana: 'イトウ', firstNameKana: 'ミナト', genderId: 1 },
      },
    });
    expect(res.json().noAccount).toBe(false);
    expect(outbox.length).toBe(before);
  });

  it('refuses a wrong link, and any call without an opened link, in Japanese', async () => {
    const guest = await visitor();
    const wrong = await open(guest, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(
      'このリンクは正しくありません。メールに記載のリンクをもう一度開くか、教室にお問い合わせください。',
    );
    expect((await guest.get('/api/membership/online/detail?from=verify')).statusCode).toBe(401);
  });

  it("keeps another applicant's application out of reach of a link", async () => {
    const a = await createByHand('reach-a@example.com');
    const b = await createByHand('reach-b@example.com');
    const guest = await visitor();
    expect((await open(guest, a.token)).statusCode).toBe(200);
    const store = await guest.request({
      method: 'POST',
      url: '/api/membership/online/session/store',
      payload: { kidId: b.id, subscriptionCode: b.subscriptionCode, statusId: 2 },
    });
    expect(store.statusCode).toBe(404);
    const post = await guest.request({
      method: 'POST',
      url: '/api/membership/online/guardian',
      payload: input(b.id, b.subscriptionCode, 'reach-a@example.com'),
    });
    expect(post.statusCode).toBe(404);
    const certify = await guest.get(
      `/api/membership/online/certification?kidId=${b.id}&subscriptionCode=${b.subscriptionCode}&certificationCode=1234&from=conf`,
    );
    expect(certify.statusCode).toBe(400);
    const sign = await guest.request({
      method: 'POST',
      url: '/api/membership/sign',
      payload: { signData: await drawnSignature(), entryDate: '2026-11-23', membershipId: b.id },
    });
    expect(sign.statusCode).toBe(404);
    // The detail is always the link's own application.
    const detail = await guest.get('/api/membership/online/detail?from=content');
    expect(detail.json().guardianData.email).toBe('reach-a@example.com');
    // Nor does the link reach a signed-in family's list.
    expect((await guest.get('/api/membership/online/list')).statusCode).toBe(401);
  });

  describe('whether an email has an account (issue 31 item 18)', () => {
    const check = (browser: TestBrowser, email: string) =>
      browser.request({ method: 'POST', url: '/api/membership/check-email', payload: { email } });

    it("is told to an open application only: a guardian's address, ignoring case, and never staff's", async () => {
      const created = await createByHand('check-a@example.com');
      const guest = await visitor();
      expect((await open(guest, created.token)).statusCode).toBe(200);
      expect((await check(guest, DEMO_ACCOUNTS.prospect.toUpperCase())).json()).toEqual({ exists: true });
      expect((await check(guest, 'nobody@example.com')).json()).toEqual({ exists: false });
      expect((await check(guest, DEMO_ACCOUNTS.staff)).json()).toEqual({ exists: false });
      const bad = await check(guest, 'not-an-email');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.email[0]).toMatch(/メール/);

      // A visitor without a link learns nothing; a signed-in guardian neither.
      const stranger = await visitor();
      expect((await check(stranger, DEMO_ACCOUNTS.prospect)).statusCode).toBe(401);
      const guardian = await visitor();
      await guardian.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_ACCOUNTS.guardian, password: DEMO_PASSWORD },
      });
      const signedIn = await check(guardian, DEMO_ACCOUNTS.prospect);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json().message).toMatch(/リンクで開いたお申し込み/);
    });

    it(`refuses the ${PUBLIC_RATE_LIMITS.emailCheck.max + 1}th check of one application in ten minutes with 429`, async () => {
      const a = await createByHand('check-limit-a@example.com');
      const b = await createByHand('check-limit-b@example.com');
      const first = await visitor();
      expect((await open(first, a.token)).statusCode).toBe(200);
      for (let i = 0; i < PUBLIC_RATE_LIMITS.emailCheck.max; i += 1)
        expect((await check(first, `list-${i}@example.com`)).statusCode).toBe(200);
      const limited = await check(first, 'one-more@example.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/リクエストが多すぎます/);
      // Another family's application from the same address still asks.
      const second = await visitor();
      expect((await open(second, b.token)).statusCode).toBe(200);
      expect((await check(second, 'mine@example.com')).statusCode).toBe(200);
    });
  });

  it('refuses an email already registered, then takes the input', async () => {
    const a = await createByHand('input-a@example.com');
    const guest = await visitor();
    await open(guest, a.token);
    const taken = await guest.request({
      method: 'POST',
      url: '/api/membership/online/guardian',
      payload: input(a.id, a.subscriptionCode, DEMO_ACCOUNTS.guardian),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toContain('すでに登録されています');
    const sent = await guest.request({
      method: 'POST',
      url: '/api/membership/online/guardian',
      payload: input(a.id, a.subscriptionCode, 'input-a@example.com'),
    });
    expect(sent.statusCode).toBe(200);
  });

  it('completes by a new link at the final check; the completed link is then refused as used', async () => {
    const a = await createByHand('final@example.com');
    const guest = await visitor();
    await open(guest, a.token);
    await guest.request({
      method: 'POST',
      url: '/api/membership/online/guardian',
      payload: input(a.id, a.subscriptionCode, 'final@example.com'),
    });
    const issued = await a.staff.request({
      method: 'POST',
      url: '/api/staff/membership/code',
      payload: { membershipId: a.id },
    });
    expect(issued.statusCode).toBe(200);
    const finalMail = outbox.at(-1);
    expect(finalMail?.subject).toContain('最終確認');
    // The first link gave way to the new one, and says so (issue 30 item 5), when opened again and in the
    // browser that had it open: a 410, not a 401 that would send the page to sign-in and drop the answers.
    const replaced =
      'このリンクは新しいリンクに切り替わりました。教室からお送りした最新のメールのリンクを開いてください。入力中の内容はこのブラウザーに残っています。';
    const reopenedOld = await open(await visitor(), a.token);
    expect(reopenedOld.statusCode).toBe(410);
    expect(reopenedOld.json()).toEqual({ message: replaced, reason: 'replaced' });
    const stale = await guest.get('/api/membership/online/detail?from=verify');
    expect(stale.statusCode).toBe(410);
    expect(stale.json()).toEqual({ message: replaced, reason: 'replaced' });

    const back = await visitor();
    const reopened = await open(back, tokenOf(finalMail));
    expect(reopened.json().statusId).toBe(5);
    const certified = await back.get(
      `/api/membership/online/certification?kidId=${a.id}&subscriptionCode=${a.subscriptionCode}&certificationCode=${issued.json().code}&from=conf`,
    );
    expect(certified.json()).toEqual({ success: true, membershipId: a.id });
    const signed = await back.request({
      method: 'POST',
      url: '/api/membership/sign',
      payload: { signData: await drawnSignature(), entryDate: '2026-11-23', membershipId: a.id },
    });
    expect(signed.statusCode).toBe(200);
    // complete_registration still reads the record in the browser that signed.
    expect((await back.get('/api/membership/online/record')).statusCode).toBe(200);

    // Issue 31 item 13: the completed form is mailed, by a link of its own that opens it on any device.
    const doneMail = outbox.at(-1);
    expect(doneMail?.to).toBe('final@example.com');
    expect(doneMail?.subject).toBe('【まなびポータル】入会お申し込みが完了しました');
    expect(doneMail?.text).toContain(`受付番号：${a.subscriptionCode}`);
    expect(doneMail?.text).toContain('/no_account/online_apply/verify_identity?token=');
    // Valid 30 days: 2026-12-23.
    expect(doneMail?.text).toContain('2026年12月23日');
    const elsewhere = await visitor();
    const reread = await open(elsewhere, tokenOf(doneMail));
    expect(reread.statusCode).toBe(200);
    expect(reread.json().statusId).toBe(9);
    expect((await elsewhere.get('/api/membership/online/record')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/membership/online/detail?from=complete')).statusCode).toBe(200);
    // It reads, and changes nothing.
    const again = await elsewhere.request({
      method: 'POST',
      url: '/api/membership/online/guardian',
      payload: input(a.id, a.subscriptionCode, 'final@example.com'),
    });
    expect(again.statusCode).toBe(409);
    // The browser that signed keeps reading its form with the link it had.
    expect((await back.get('/api/membership/online/record')).statusCode).toBe(200);

    const used = await open(await visitor(), tokenOf(finalMail));
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({
      message:
        'このお申し込みはすでに完了しています。入会申込書は、お申し込み完了のメールに記載のリンクからご覧いただけます。',
      reason: 'used',
    });
  });

  it('refuses an expired link, and the browser that opened it before', async () => {
    const a = await createByHand('late@example.com');
    const guest = await visitor();
    expect((await open(guest, a.token)).statusCode).toBe(200);
    now = new Date(START.getTime() + GUEST_LINK_TTL_MS + 1000);
    try {
      const late = await open(await visitor(), a.token);
      expect(late.statusCode).toBe(410);
      const expired = 'このリンクは有効期限が切れています。新しいリンクの送付を教室にお問い合わせください。';
      expect(late.json()).toEqual({ message: expired, reason: 'expired' });
      // The browser that opened it is told the same (not sent to sign-in).
      const before = await guest.get('/api/membership/online/detail?from=verify');
      expect(before.statusCode).toBe(410);
      expect(before.json()).toEqual({ message: expired, reason: 'expired' });
    } finally {
      now = START;
    }
  });

  it('creates from a trial booking, whose child and guardian prefill the input', async () => {
    const [booking] = await t.app.db
      .insert(publicBookings)
      .values({
        submissionId: 'guest-test-booking',
        consultation: false,
        classroomId: roomId,
        lectureId: 1,
        email: 'trial.family@example.com',
        guardianName: '中村 健太',
        kidCount: 1,
        input: {
          kids: [
            {
              id: 1,
              lastName: '中村',
              firstName: '結衣',
              lastNameKana: 'ナカムラ',
              firstNameKana: 'ユイ',
              schoolGrade: 5,
            },
          ],
          lastName: '中村',
          firstName: '健太',
          lastNameKana: 'ナカムラ',
          firstNameKana: 'ケンタ',
          telNumber: '0312345678',
          email: 'trial.family@example.com',
          zipcode: '1520035',
          prefectureId: 13,
          city: '目黒区',
          block: '自由が丘1-1-1',
        },
      })
      .returning();
    const s = await staff();
    const res = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: { classroomId: roomId, publicBookingId: booking?.id, course: 'RPP', startMonth: '2027-01' },
    });
    expect(res.statusCode).toBe(200);
    const guest = await visitor();
    await open(guest, tokenOf(outbox.at(-1)));
    const prefill = (await guest.get('/api/membership/online/form-data')).json();
    expect(prefill.kidForm).toMatchObject({
      lastName: '中村',
      firstName: '結衣',
      firstNameKana: 'ユイ',
      schoolGrade: 5,
    });
    expect(prefill.userForm).toMatchObject({
      lastName: '中村',
      lastNameKana: 'ナカムラ',
      telNumber: '0312345678',
      zipcode: '1520035',
      block: '自由が丘1-1-1',
      email: 'trial.family@example.com',
    });
  });

  it('words a missing or wrong field as the form does, in Japanese', async () => {
    const s = await staff();
    const res = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: {
        classroomId: roomId,
        course: 'RP',
        startMonth: '2027-01',
        guardian: { lastName: '森', firstName: '', email: 'mori@example.com' },
        child: { lastName: '森', firstName: '蓮', lastNameKana: 'もり', firstNameKana: 'レン', genderId: 1 },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      guardianFirstName: ['保護者の名を入力してください。'],
      childLastNameKana: ['お子さまのセイはカタカナで入力してください。'],
    });
  });

  it("refuses a classroom that is not the staff member's own", async () => {
    const s = await staff();
    const [other] = await t.app.db.select().from(classrooms).where(eq(classrooms.classroomNo, '1303'));
    const res = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: {
        classroomId: other?.id,
        course: 'RP',
        startMonth: '2027-01',
        guardian: { lastName: '森', firstName: '由紀', email: 'x@example.com' },
        child: { lastName: '森', firstName: '蓮', lastNameKana: 'モリ', firstNameKana: 'レン', genderId: 1 },
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('担当の教室を選んでください。');
  });
});
