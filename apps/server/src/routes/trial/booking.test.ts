import { randomUUID } from 'node:crypto';
import { trialFormSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBookings, trialEvents } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_TRIAL_EVENTS } from '../../db/seed/trial-events';
import type { Mail } from '../../services/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { PUBLIC_RATE_LIMITS } from './limits';
import { BOOKING_CONFIRM_TTL_MS, toFormValues } from './service';

// Monday 11 May 2026, 10:00 in Japan: the seeded events fall on the Saturdays and Sunday after.
const clock = new Date('2026-05-11T01:00:00Z');
let t: TestApp;
let addresses = 0;
/** A visitor from an address of its own, so one test's requests never count against another's limit. */
const visitor = async () => {
  addresses += 1;
  const browser = new TestBrowser(t.app, `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`);
  await browser.ensureXsrf();
  return browser;
};

/** Signed-out bookings to one email per day, as the test app is configured. */
const PER_EMAIL = 3;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_SUBMIT_PER_EMAIL: String(PER_EMAIL) }, { seed: true, now: () => clock });
});
afterAll(() => t.close());

const kid = (n: number) => ({
  id: n,
  lastName: '山田',
  firstName: ['花子', '次郎', '三郎'][n - 1] ?? '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: ['ハナコ', 'ジロウ', 'サブロウ'][n - 1] ?? 'ハナコ',
  schoolGrade: 3,
});

let families = 0;
const newFamilyEmail = () => {
  families += 1;
  return `new-family-${families}@example.com`;
};
/** A booking's input; each from a family of its own (an email of its own), unless the test names one. */
const input = (over: Record<string, unknown> = {}) => ({
  kids: [kid(1)],
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  telNumber: '0312345678',
  email: newFamilyEmail(),
  zipcode: '1000001',
  prefectureCity: '東京都千代田区',
  blockBuilding: '千代田1-1',
  prefectureId: 13,
  city: '千代田区',
  block: '千代田1-1',
  questionnaire: 1,
  questions: null,
  inviteCode: null,
  privacy: true,
  ...over,
});

async function findEvent(
  browser: TestBrowser,
  lessonId: string = DEMO_TRIAL_EVENTS.open,
  storeId = lessonId.slice(0, 4),
) {
  return browser.get(`/api/trial/find?store_id=${storeId}&lesson_id=${lessonId}&code=WEB01`);
}

async function bookTrial(
  browser: TestBrowser,
  over: Record<string, unknown> = {},
  lessonId: string = DEMO_TRIAL_EVENTS.open,
  submissionId = randomUUID(),
) {
  const found = await findEvent(browser, lessonId);
  expect(found.statusCode).toBe(200);
  return browser.request({
    method: 'POST',
    url: '/api/trial',
    payload: { trial: found.json().taikenkai, input: input(over), submissionId },
  });
}

const seatsOf = async (lessonCode: string) =>
  (await t.database.db.select().from(trialEvents).where(eq(trialEvents.lessonCode, lessonCode)))[0];

describe('the trial event a /trial link names', () => {
  it('answers the header: classroom, date and time, subject, with the store and medium code', async () => {
    const res = await findEvent(await visitor());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storeId: '1301',
      taikenkai: {
        classroom: { classroomName: '自由が丘教室' },
        kaisaiYmd: '2026-05-16',
        kaisaiTime: '10:00〜11:00',
        koza: { kozaName: 'ロボット教室' },
        lessonId: '1301-w1',
        mkStoreId: '1301',
        mkBaitaiCd: 'WEB01',
      },
    });
  });

  it('answers 404 for an unknown event, another classroom, or a full one', async () => {
    const browser = await visitor();
    expect((await findEvent(browser, '1301-w9')).statusCode).toBe(404);
    expect((await findEvent(browser, '1301-w1', '1402')).statusCode).toBe(404);
    const full = await findEvent(browser, DEMO_TRIAL_EVENTS.full);
    expect(full.statusCode).toBe(404);
    expect(full.json().message).toBe('体験会が見つかりません。教室検索からお探しください。');
  });

  it('answers 400 when store_id or lesson_id is missing', async () => {
    const res = await (await visitor()).get('/api/trial/find?store_id=1301');
    expect(res.statusCode).toBe(400);
  });

  it('lists the questionnaire, the options with a follow-up flagged', async () => {
    const res = await (await visitor()).get('/api/trial/questionnaire');
    expect(res.statusCode).toBe(200);
    const options = res.json() as { id: number; isAdd: number }[];
    expect(options.filter((o) => o.isAdd === 1).map((o) => o.id)).toEqual([8, 11, 16, 19, 30, 31]);
  });
});

describe('booking a trial', () => {
  it('books one seat per child and answers success', async () => {
    const before = await seatsOf('1303-w2');
    const res = await bookTrial(await visitor(), { kids: [kid(1), kid(2), kid(3)] }, '1303-w2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await seatsOf('1303-w2'))?.booked).toBe((before?.booked ?? 0) + 3);
  });

  it('books nothing more when the same submit arrives again', async () => {
    const browser = await visitor();
    const submissionId = randomUUID();
    const first = await bookTrial(browser, {}, '1303-w3', submissionId);
    const again = await bookTrial(browser, {}, '1303-w3', submissionId);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect((await seatsOf('1303-w3'))?.booked).toBe(1);
    const rows = await t.database.db.select().from(publicBookings).where(eq(publicBookings.submissionId, submissionId));
    expect(rows).toHaveLength(1);
  });

  it('gives the last seat to exactly one of 20 bookings sent at once', async () => {
    const browsers = await Promise.all(Array.from({ length: 20 }, () => visitor()));
    const found = (await findEvent(browsers[0] as TestBrowser, DEMO_TRIAL_EVENTS.lastSeat)).json().taikenkai;
    const answers = await Promise.all(
      browsers.map((b, i) =>
        b.request({
          method: 'POST',
          url: '/api/trial',
          payload: { trial: found, input: input({ email: `race${i}@example.com` }), submissionId: randomUUID() },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'この体験会は満席になりました。別の日程をお選びください。',
    );
    const event = await seatsOf(DEMO_TRIAL_EVENTS.lastSeat);
    expect(event?.booked).toBe(event?.capacity);
    // Now full, the link itself answers as unknown.
    expect((await findEvent(await visitor(), DEMO_TRIAL_EVENTS.lastSeat)).statusCode).toBe(404);
  });

  describe("a guardian's email on a booking made signed out (issue 31 item 19)", () => {
    const mails: Mail[] = [];
    beforeAll(() => {
      const send = t.app.services.mailer.send.bind(t.app.services.mailer);
      t.app.services.mailer.send = async (mail) => {
        mails.push(mail);
        await send(mail);
      };
    });
    const linkTo = (email: string) => {
      const mail = mails.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1);
      return /\/trial\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    };
    const confirm = async (token: string) =>
      (await visitor()).request({ method: 'POST', url: '/api/trial/confirm', payload: { token } });

    it('mails the confirmation in the language the booking was made in (issue 31 item 34)', async () => {
      const english = newFamilyEmail();
      const browser = await visitor();
      const found = await findEvent(browser, DEMO_TRIAL_EVENTS.open);
      const res = await browser.request(
        {
          method: 'POST',
          url: '/api/trial',
          payload: { trial: found.json().taikenkai, input: input({ email: english }), submissionId: randomUUID() },
        },
        { headers: { 'accept-language': 'en-GB,en;q=0.9,ja;q=0.5' } },
      );
      expect(res.statusCode).toBe(200);
      const mail = mails.filter((m) => m.to === english).at(-1);
      expect(mail?.subject).toMatch(/^\[.+\] We have received your trial lesson booking$/);
      expect(mail?.text).toContain('Thank you for booking a trial lesson.');
      expect(mail?.text).toMatch(/^Children: 1$/m);
      expect(mail?.text).not.toContain('お申し込み');
      // Without a language of its own, the mail is in Japanese, the product's language.
      const japanese = newFamilyEmail();
      expect((await bookTrial(await visitor(), { email: japanese })).statusCode).toBe(200);
      const ja = mails.filter((m) => m.to === japanese).at(-1);
      expect(ja?.subject).toMatch(/^【.+】体験授業のお申し込みを受け付けました$/);
      expect(ja?.text).toContain('体験授業のお申し込みありがとうございます。');
    });

    it("joins that family's trial list only once the mailed link is opened, and nobody else's", async () => {
      const res = await bookTrial(await visitor(), { email: DEMO_ACCOUNTS.guardian.toUpperCase() }, '1402-w2');
      expect(res.statusCode).toBe(200);
      const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
      expect((await guardian.get('/api/trial/applied')).json()).toEqual([]);

      const token = linkTo(DEMO_ACCOUNTS.guardian);
      expect(token).toMatch(/^[\w-]{43}$/);
      const opened = await confirm(token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({ added: true, consultation: false, classroomName: '武蔵小杉教室' });
      expect((await guardian.get('/api/trial/applied')).json()).toEqual([
        expect.objectContaining({
          hankyoStatus: 'UKETSUKE',
          isConsul: 0,
          kaisaiYmd: '2026-05-23',
          classroom: { classroomName: '武蔵小杉教室' },
        }),
      ]);
      // Opened again, it says so and adds nothing.
      expect((await confirm(token)).json()).toMatchObject({ added: false });
      expect((await guardian.get('/api/trial/applied')).json()).toHaveLength(1);
      const other = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
      expect((await other.get('/api/trial/applied')).json()).toEqual([]);
    });

    it('mails no link to an address without an account, and refuses a wrong or expired link in Japanese', async () => {
      expect((await bookTrial(await visitor(), { email: 'no-account-yet@example.com' })).statusCode).toBe(200);
      expect(linkTo('no-account-yet@example.com')).toBe('');
      const wrong = await confirm('A'.repeat(43));
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe('このリンクは正しくありません。メールに記載のリンクをもう一度開いてください。');
      expect((await confirm('<script>')).statusCode).toBe(404);

      expect((await bookTrial(await visitor(), { email: DEMO_ACCOUNTS.limited }, '1402-w2')).statusCode).toBe(200);
      const token = linkTo(DEMO_ACCOUNTS.limited);
      await t.app.db
        .update(publicBookings)
        .set({ createdAt: new Date(clock.getTime() - BOOKING_CONFIRM_TTL_MS - 60_000) })
        .where(eq(publicBookings.email, DEMO_ACCOUNTS.limited));
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toMatch(/有効期限が切れています/);
    });

    it('shows a booking the guardian made signed in at once, without a link', async () => {
      const prospect = await signedIn(t.app, DEMO_ACCOUNTS.prospect, DEMO_PASSWORD);
      const before = (await prospect.get('/api/trial/applied')).json().length as number;
      const res = await bookTrial(prospect, { email: DEMO_ACCOUNTS.prospect }, '1402-w2');
      expect(res.statusCode).toBe(200);
      expect((await prospect.get('/api/trial/applied')).json()).toHaveLength(before + 1);
      expect(linkTo(DEMO_ACCOUNTS.prospect)).toBe('');
    });

    it('refuses more signed-out bookings to one email in a day than the ceiling, from any address', async () => {
      const email = 'someone-else@example.com';
      for (let i = 0; i < PER_EMAIL; i += 1)
        expect((await bookTrial(await visitor(), { email }, '1402-w3')).statusCode).toBe(200);
      const refused = await bookTrial(await visitor(), { email }, '1402-w3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/このメールアドレスへのお申し込みが続いています/);
      expect((await seatsOf('1402-w3'))?.booked).toBe(PER_EMAIL);
    });
  });

  it('writes a confirmation mail to the booking email (logged without SMTP)', async () => {
    const sent = input({ email: 'mail-check@example.com' });
    const outcome = await t.app.services.bookings.book('trial', {
      submissionId: randomUUID(),
      input: sent,
      values: trialFormSchema.parse(toFormValues(sent)),
      storeId: '1303',
      lessonId: '1303-w4',
    });
    expect(outcome).toMatchObject({
      kind: 'booked',
      resubmit: false,
      mail: { to: 'mail-check@example.com', subject: '【吉祥寺教室】体験授業のお申し込みを受け付けました' },
    });
    if (outcome.kind === 'booked') expect(outcome.mail?.text).toContain('2026-06-06 13:00〜');
  });
});

describe('every bad booking answers 4xx with a Japanese message beside its field', () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    ['no child', { kids: [] }, 'input.kids', /./],
    ['four children', { kids: [kid(1), kid(2), kid(3), kid(1)] }, 'input.kids', /./],
    ['a child kana in hiragana', { kids: [{ ...kid(1), lastNameKana: 'やまだ' }] }, 'kid.0.lastNameKana', /カタカナ/],
    ['a blank guardian name', { lastName: '  ' }, 'lastName', /./],
    // Hyphens are normalised away (as the form does): the digits still count.
    ['a phone too short, hyphens and all', { telNumber: '03-1234-567' }, 'telNumber', /電話番号/],
    ['a postal code not in the table', { zipcode: '0000000' }, 'zipcode', /./],
    ['a city text without prefecture', { prefectureCity: '千代田区' }, 'city', /都道府県/],
    ['a prefecture id that is not the text', { prefectureId: 27 }, 'city', /./],
    ['an invite code nobody has', { inviteCode: 'NOPE2345' }, 'inviteCode', /コード/],
    ['an unknown questionnaire option', { questionnaire: 99 }, 'questionnaire', /./],
    ['no privacy consent', { privacy: false }, 'input.privacy', /./],
    // Spec 2 §5.7's key of the follow-up texts, beside which the form shows it.
    ['a follow-up over 80 characters', { addition8: 'あ'.repeat(81) }, 'questionnaireAdd', /./],
  ];
  it.each(cases)('%s', async (_name, over, field, pattern) => {
    const res = await bookTrial(await visitor(), over, '1301-w3');
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.errors[field]?.[0]).toMatch(pattern);
    expect(body.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect((await seatsOf('1301-w3'))?.booked).toBe(0);
  });

  it('answers 404 for an event that does not exist and 422 for a missing submission id', async () => {
    const browser = await visitor();
    const trial = (await findEvent(browser)).json().taikenkai;
    const gone = await browser.request({
      method: 'POST',
      url: '/api/trial',
      payload: { trial: { ...trial, lessonId: '1301-w9' }, input: input(), submissionId: randomUUID() },
    });
    expect(gone.statusCode).toBe(404);
    const noId = await browser.request({ method: 'POST', url: '/api/trial', payload: { trial, input: input() } });
    expect(noId.statusCode).toBe(422);
  });

  it('refuses a post without the XSRF token', async () => {
    const browser = await visitor();
    const trial = (await findEvent(browser)).json().taikenkai;
    const res = await browser.request(
      { method: 'POST', url: '/api/trial', payload: { trial, input: input(), submissionId: randomUUID() } },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
  });
});

const consultInput = (over: Record<string, unknown> = {}) => ({
  ...input(),
  kozaCd: 'KODOPRO',
  desiredWeek1: 6,
  desiredTime1: 2,
  desiredWeek2: null,
  desiredTime2: null,
  desiredWeek3: null,
  desiredTime3: null,
  isConsul: 1,
  ...over,
});

async function bookConsult(browser: TestBrowser, over: Record<string, unknown> = {}, storeId = '1303') {
  const found = await browser.get(`/api/consult/find?store_id=${storeId}&code=AD1`);
  const consult = found.statusCode === 200 ? found.json().classroom.class : { classroom_name: 'x', mkStoreId: storeId };
  return browser.request({
    method: 'POST',
    url: '/api/consult',
    payload: { consult, input: consultInput(over), submissionId: randomUUID() },
  });
}

describe('an individual consultation', () => {
  it('finds the classroom with the courses in the spec order, without HALS', async () => {
    const res = await (await visitor()).get('/api/consult/find?store_id=1303&code=AD1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      classroom: { class: { classroom_name: '吉祥寺教室', mkStoreId: '1303', mkBaitaiCd: 'AD1' } },
      taikenIf: { storeId: '1303' },
      kozaList: [
        { kozaCd: 'ROBO', kozaName: 'ロボット教室' },
        { kozaCd: 'ROBOPRO', kozaName: 'ロボットプログラミング講座' },
        { kozaCd: 'KODOPRO', kozaName: 'プログラミング教室' },
        { kozaCd: 'SCIENCE_GATES', kozaName: 'サイエンス教室' },
        { kozaCd: 'HUMATH', kozaName: '算数教室' },
      ],
    });
    expect((await (await visitor()).get('/api/consult/find?store_id=9999')).statusCode).toBe(404);
    const missing = await (await visitor()).get('/api/consult/find');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('books a consultation with two children and answers success', async () => {
    const res = await bookConsult(await visitor(), { kids: [kid(1), kid(2)], desiredWeek2: 3, desiredTime2: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
  });

  it('answers 422 on consultInput.* and kid.* keys', async () => {
    const res = await bookConsult(await visitor(), {
      desiredTime1: null,
      kids: [{ ...kid(1), firstNameKana: 'hanako' }],
    });
    expect(res.statusCode).toBe(422);
    const noSlot = await bookConsult(await visitor(), { kozaCd: 'HALS' });
    expect(noSlot.statusCode).toBe(422);
    expect(Object.keys(noSlot.json().errors)).toEqual(['consultInput.kozaCd']);
    const kana = await bookConsult(await visitor(), { kids: [{ ...kid(1), firstNameKana: 'はなこ' }] });
    expect(Object.keys(kana.json().errors)).toEqual(['kid.0.firstNameKana']);
  });

  it('asks a signed-in guardian for the email they sign in with', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const res = await bookConsult(guardian, { email: 'someone-else@example.com' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['consultInput.email']);
    const ok = await bookConsult(guardian, { email: DEMO_ACCOUNTS.guardian2 });
    expect(ok.statusCode).toBe(200);
    const list = (await guardian.get('/api/trial/applied')).json();
    expect(list).toEqual([expect.objectContaining({ isConsul: 1, hankyoStatus: 'UKETSUKE', kaisaiYmd: null })]);
  });

  it('answers 404 for a classroom that does not exist', async () => {
    expect((await bookConsult(await visitor(), {}, '9999')).statusCode).toBe(404);
  });
});

describe('the look-ups', () => {
  it('answers a postal code from the Japan Post table', async () => {
    const browser = await visitor();
    const res = await browser.get('/api/zip?zipcode=1500002');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: null,
      results: [{ zipcode: '1500002', prefcode: '13', address1: '東京都', address2: '渋谷区', address3: '渋谷' }],
    });
    expect((await browser.get('/api/zip?zipcode=0600000')).json().results[0]).toMatchObject({
      prefcode: '1',
      address1: '北海道',
      address2: '札幌市中央区',
    });
    expect((await browser.get('/api/zip?zipcode=0000000')).json()).toEqual({
      status: 200,
      message: null,
      results: null,
    });
  });

  it.each(['abc', '123', '12345678', '150-0002'])('answers 400 with a message for the postal code %s', async (zip) => {
    const res = await (await visitor()).get(`/api/zip?zipcode=${encodeURIComponent(zip)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('checks an invite code: a guardian’s is valid, another is not, a malformed one is 400', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const issued = await guardian.request({ method: 'POST', url: '/api/invite' });
    const code = issued.json().code as string;
    const browser = await visitor();
    expect((await browser.get(`/api/invite/${code}`)).json()).toEqual({ data: true });
    expect((await browser.get(`/api/invite/${code.toLowerCase()}`)).json()).toEqual({ data: true });
    expect((await browser.get('/api/invite/ZZZZ2222')).json()).toEqual({ data: false });
    const bad = await browser.get(`/api/invite/${encodeURIComponent('<script>')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('紹介コードは半角英数字で入力してください。');
    // The code is then accepted on a booking.
    expect((await bookTrial(await visitor(), { inviteCode: code }, '1402-w3')).statusCode).toBe(200);
  });
});

describe('rate limits per address', () => {
  it(`refuses the ${PUBLIC_RATE_LIMITS.submit.max + 1}th booking in a minute with 429`, async () => {
    const browser = await visitor();
    const trial = (await findEvent(browser)).json().taikenkai;
    const send = () =>
      browser.request({
        method: 'POST',
        url: '/api/trial',
        payload: { trial, input: input({ privacy: false }), submissionId: randomUUID() },
      });
    for (let i = 0; i < PUBLIC_RATE_LIMITS.submit.max; i += 1) expect((await send()).statusCode).toBe(422);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/リクエストが多すぎます/);
    // Another address is not affected.
    expect((await bookTrial(await visitor(), { privacy: false })).statusCode).toBe(422);
  });

  it(`refuses the ${PUBLIC_RATE_LIMITS.lookup.max + 1}th postal look-up in a minute with 429`, async () => {
    const browser = await visitor();
    for (let i = 0; i < PUBLIC_RATE_LIMITS.lookup.max; i += 1) {
      expect((await browser.get('/api/zip?zipcode=1000001')).statusCode).toBe(200);
    }
    expect((await browser.get('/api/zip?zipcode=1000001')).statusCode).toBe(429);
  });
});
