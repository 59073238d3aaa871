import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';

const WRONG = 'メールアドレスまたはパスワードが正しくありません。';

describe('sign-in, CSRF and sign-out', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new Date('2026-05-11T01:00:00Z');
  // Each test signs in from its own address so the per-address lockout of one test never leaks into another.
  let address = 0;
  const browser = () => new TestBrowser(t.app, `10.0.0.${++address}`);

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
  });
  afterAll(() => t.close());

  it('hands out a readable XSRF-TOKEN cookie on the first response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]{40,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
  });

  it('signs in with the right password: the user comes back and a fresh HttpOnly session cookie is set', async () => {
    const b = browser();
    // A session id planted before sign-in (fixation) must not survive it.
    b.cookies.set('portal_session', 'planted-by-someone-else');
    const res = await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { role: 6, lastName: '佐藤', firstName: '美咲' } });
    const cookie = res.cookies.find((c) => c.name === 'portal_session');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.value).not.toBe('planted-by-someone-else');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    expect((await b.get('/api/account/authed')).json()).toEqual({ success: true });
  });

  it('gives a new session id on every sign-in and ends the one held before', async () => {
    const b = browser();
    await b.login(DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const first = b.cookies.get('portal_session');
    const stale = new TestBrowser(t.app);
    stale.cookies.set('portal_session', first ?? '');
    await b.login(DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    expect(b.cookies.get('portal_session')).not.toBe(first);
    expect((await b.get('/api/account/authed')).statusCode).toBe(200);
    expect((await stale.get('/api/account/authed')).statusCode).toBe(401);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await browser().login('  Guardian@Example.COM ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with the generic message and sets no session', async () => {
    const b = browser();
    const res = await b.login(DEMO_ACCOUNTS.guardian, 'not-the-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: WRONG, errors: { email: [WRONG] } });
    expect(res.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
    expect((await b.get('/api/account/authed')).statusCode).toBe(401);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await browser().login('nobody@example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: WRONG, errors: { email: [WRONG] } });
  });

  it('does not let a staff account in, answering its right password exactly like a wrong one', async () => {
    const right = await browser().login(DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    const wrong = await browser().login(DEMO_ACCOUNTS.staff, 'not-the-password');
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({ message: WRONG, errors: { email: [WRONG] } });
    expect(right.body).toBe(wrong.body);
    expect(right.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
  });

  it('tells a guardian on the staff sign-in that it is the staff page, alike for every address (issue 31 item 33)', async () => {
    const b = browser();
    await b.ensureXsrf();
    const guardian = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.guardian, password: DEMO_PASSWORD },
    });
    const unknown = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'nobody@example.com', password: DEMO_PASSWORD },
    });
    expect(guardian.statusCode).toBe(422);
    expect(guardian.json().message).toBe(
      'メールアドレスまたはパスワードが正しくありません。このページは教室スタッフ用のログインです。保護者さまは、保護者用のログインページからログインしてください。',
    );
    expect(unknown.body).toBe(guardian.body);
  });

  it('answers a wrong password and a dead password link in the language of the request (issue 31 item 34)', async () => {
    const b = browser();
    await b.ensureXsrf();
    const english = { headers: { 'accept-language': 'en-GB,en;q=0.9,ja;q=0.5' } };
    const wrong = await b.request(
      { method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.guardian, password: 'not-the-password' } },
      english,
    );
    expect(wrong.json()).toEqual({
      message: 'The email address or password is incorrect.',
      errors: { email: ['The email address or password is incorrect.'] },
    });
    const link = await b.request({ method: 'GET', url: `/api/password/link?token=${'x'.repeat(43)}` }, english);
    expect(link.statusCode).toBe(410);
    expect(link.json().message).toMatch(/^This link is not valid\./);
    // The portal's language cookie wins over the header.
    b.cookies.set('portal.language', 'ja');
    const japanese = await b.request(
      { method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.guardian, password: 'not-the-password' } },
      english,
    );
    expect(japanese.json().message).toBe(WRONG);
  });

  it('counts a staff sign-in towards the lockout like any failure, so the answers never start to differ', async () => {
    // One address: the account-and-address count locks it as it would after five wrong passwords.
    const b = browser();
    for (let i = 0; i < 5; i++) await b.login(DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    const res = await b.login(DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
  });

  it('explains invalid input in Japanese per field with 422', async () => {
    const b = browser();
    await b.ensureXsrf();
    const empty = await b.request({ method: 'POST', url: '/api/login', payload: { email: '', password: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'メールアドレスを入力してください。',
      errors: { email: ['メールアドレスを入力してください。'], password: ['パスワードを入力してください。'] },
    });
    const malformed = await b.request({ method: 'POST', url: '/api/login', payload: { email: 'taro', password: 'x' } });
    expect(malformed.json().errors.email).toEqual(['メールアドレスは name@example.com の形で入力してください。']);
    const missing = await b.request({ method: 'POST', url: '/api/login', payload: {} });
    expect(missing.statusCode).toBe(422);
    const notJson = await b.request(
      { method: 'POST', url: '/api/login', payload: '{"email":' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().message).toBe('入力内容の形式が正しくありません。');
  });

  it('rejects a state-changing request without the XSRF token with 419', async () => {
    const b = browser();
    await b.ensureXsrf();
    const res = await b.request(
      { method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.guardian, password: DEMO_PASSWORD } },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({
      message: '画面の有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。',
    });
    expect(res.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
  });

  it('rejects a token that does not match the cookie, and a request that has no cookie at all', async () => {
    const b = browser();
    await b.ensureXsrf();
    const payload = { email: DEMO_ACCOUNTS.guardian, password: DEMO_PASSWORD };
    const wrong = await b.request(
      { method: 'POST', url: '/api/login', payload },
      { headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(wrong.statusCode).toBe(419);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'x-xsrf-token': 'anything' },
    });
    expect(noCookie.statusCode).toBe(419);
  });

  it('accepts the token in X-CSRF-TOKEN as well', async () => {
    const b = browser();
    await b.ensureXsrf();
    const res = await b.request(
      { method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.guardian, password: DEMO_PASSWORD } },
      { headers: { 'x-csrf-token': b.cookies.get('XSRF-TOKEN') ?? '' }, csrf: false },
    );
    expect(res.statusCode).toBe(200);
  });

  it("refuses another browser's token planted next to a signed-in session (cookie tossing)", async () => {
    const attacker = browser();
    await attacker.login(DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const planted = attacker.cookies.get('XSRF-TOKEN') ?? '';
    const victim = browser();
    await victim.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    victim.cookies.set('XSRF-TOKEN', planted);
    const res = await victim.logout(planted);
    expect(res.statusCode).toBe(419);
    expect((await victim.get('/api/account/authed')).statusCode).toBe(200);
  });

  it('renews the XSRF token at sign-in and at sign-out', async () => {
    const b = browser();
    await b.ensureXsrf();
    const before = b.cookies.get('XSRF-TOKEN');
    await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const signedIn = b.cookies.get('XSRF-TOKEN');
    expect(signedIn).not.toBe(before);
    await b.logout();
    expect(b.cookies.get('XSRF-TOKEN')).not.toBe(signedIn);
    // The renewed token works for the next sign-in straight away.
    expect((await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out with the form: 302 to /login, and the old session cookie no longer works', async () => {
    const b = browser();
    await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const oldSession = b.cookies.get('portal_session') ?? '';
    const res = await b.logout();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(b.cookies.has('portal_session')).toBe(false);
    const replay = new TestBrowser(t.app);
    replay.cookies.set('portal_session', oldSession);
    const after = await replay.get('/api/user');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('signs staff out to the staff sign-in page (issue 33), and ends their session', async () => {
    const b = browser();
    await b.ensureXsrf();
    const signIn = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await b.get('/api/staff/session')).statusCode).toBe(200);
    const res = await b.logout();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/staff/login');
    expect((await b.get('/api/staff/session')).statusCode).toBe(401);
  });

  it('refuses a sign-out form without the right _token with 419 and keeps the session', async () => {
    const b = browser();
    await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const res = await b.logout('forged');
    expect(res.statusCode).toBe(419);
    expect((await b.get('/api/account/authed')).statusCode).toBe(200);
  });
});

describe('sign-in lockout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-11T01:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
  });
  afterAll(() => t.close());

  it('slows down the address that keeps failing on an account with growing delays, while its owner elsewhere signs in (issue 32)', async () => {
    const guesser = new TestBrowser(t.app, '10.1.0.1');
    for (let i = 0; i < 5; i++)
      expect((await guesser.login(DEMO_ACCOUNTS.guardian, `wrong-${i}`)).statusCode).toBe(422);
    // Even the right password waits from that address: a minute after the fifth failure.
    const locked = await guesser.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(60);
    expect(locked.json().message).toBe(
      'ログインの失敗が続いたため、一時的にログインを制限しています。1分ほど時間をおいてから、もう一度お試しください。',
    );
    expect(locked.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();

    // The owner, on another address, signs in at once; that forgives none of the guesser's failures.
    const owner = new TestBrowser(t.app, '10.1.0.2');
    expect((await owner.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await guesser.login(DEMO_ACCOUNTS.guardian, 'wrong-again')).statusCode).toBe(429);

    // Each further failure doubles the wait: 2 minutes after the sixth, 4 after the seventh.
    advance(60_000);
    expect((await guesser.login(DEMO_ACCOUNTS.guardian, 'wrong-6')).statusCode).toBe(422);
    expect(Number((await guesser.login(DEMO_ACCOUNTS.guardian, 'wrong')).headers['retry-after'])).toBe(120);
    advance(120_000);
    expect((await guesser.login(DEMO_ACCOUNTS.guardian, 'wrong-7')).statusCode).toBe(422);
    expect(Number((await guesser.login(DEMO_ACCOUNTS.guardian, 'wrong')).headers['retry-after'])).toBe(240);
    advance(240_000);
    expect((await guesser.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const b = new TestBrowser(t.app, '10.1.0.3');
    for (let i = 0; i < 4; i++) await b.login(DEMO_ACCOUNTS.guardian2, 'wrong');
    expect((await b.login(DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await b.login(DEMO_ACCOUNTS.guardian2, 'wrong')).statusCode).toBe(422);
  });

  it('locks an address that tries 20 different accounts, without locking other addresses', async () => {
    const b = new TestBrowser(t.app, '10.1.0.4');
    for (let i = 0; i < 20; i++) {
      expect((await b.login(`guess${i}@example.com`, 'x')).statusCode).toBe(422);
    }
    const res = await b.login(DEMO_ACCOUNTS.limited, DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
    // Briefly at first: a shared network is not shut out for long by one member's mistakes.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await new TestBrowser(t.app, '10.1.0.5').login(DEMO_ACCOUNTS.limited, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('caps sign-in requests from one address at 60 a minute, whatever they contain', async () => {
    const b = new TestBrowser(t.app, '10.1.0.6');
    await b.ensureXsrf();
    const attempt = () => b.request({ method: 'POST', url: '/api/login', payload: { email: '', password: '' } });
    for (let i = 0; i < 60; i++) expect((await attempt()).statusCode).toBe(422);
    const capped = await attempt();
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(capped.json().message).toMatch(/^リクエストが多すぎます。\d+秒後にもう一度お試しください。$/);
  });
});
