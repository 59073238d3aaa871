import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import type { Mail } from '../../services/mail';
import { sha256 } from '../../services/sessions';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { PASSWORD_MESSAGES, RESET_MAILS_PER_HOUR } from './passwords';

const NEW = 'sakura-2026-spring';

describe('forgotten and changed passwords (issue 32)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-11T01:00:00Z');
  const sent: Mail[] = [];
  let address = 0;
  const browser = () => new TestBrowser(t.app, `10.1.0.${++address}`);

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
    // The mailer's real message, caught where SMTP would take it.
    t.app.services.mailer.send = async (mail) => {
      sent.push(mail);
    };
  });
  afterAll(() => t.close());

  const forgot = async (email: string, b = browser()) => {
    await b.ensureXsrf();
    return b.request({ method: 'POST', url: '/api/password/forgot', payload: { email } });
  };
  /** The link of the last mail, after the mail (sent once the answer is out) has gone. */
  const lastLink = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = sent.at(-1)?.text ?? '';
    const url = /https:\/\/portal\.example\.jp\/password\/reset\?token=([\w-]+)/.exec(text);
    expect(url, text).not.toBeNull();
    return url?.[1] ?? '';
  };
  const reset = (token: string, password = NEW, confirmation = password, b = browser()) =>
    b.ensureXsrf().then(() =>
      b.request({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password, passwordConfirmation: confirmation },
      }),
    );

  it('answers a known and an unknown address alike, and mails only the known one, from PUBLIC_URL', async () => {
    sent.length = 0;
    const known = await forgot('Guardian2@Example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await lastLink();
    expect(sent.map((m) => m.to)).toEqual([DEMO_ACCOUNTS.guardian2]);
    expect(sent[0]?.subject).toBe('【まなびポータル】パスワードの再設定');
  });

  it('stores only the hash of a link; the link opens, sets the password once, and ends every session', async () => {
    sent.length = 0;
    const signedIn = browser();
    expect((await signedIn.login(DEMO_ACCOUNTS.limited, DEMO_PASSWORD)).statusCode).toBe(200);
    await forgot(DEMO_ACCOUNTS.limited);
    const token = await lastLink();
    const rows = await t.database.db.select().from(passwordTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);

    const opened = await browser().get(`/api/password/link?token=${token}`);
    expect(opened.json()).toEqual({ purpose: 'reset', kind: 'guardian', email: DEMO_ACCOUNTS.limited });

    expect((await reset(token)).json()).toEqual({ purpose: 'reset', kind: 'guardian', email: DEMO_ACCOUNTS.limited });
    expect((await signedIn.get('/api/account/authed')).statusCode).toBe(401);
    expect((await browser().login(DEMO_ACCOUNTS.limited, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await browser().login(DEMO_ACCOUNTS.limited, NEW)).statusCode).toBe(200);

    const again = await reset(token, 'another-pass-99');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: PASSWORD_MESSAGES.refusal.used, reason: 'used' });
    expect((await browser().get(`/api/password/link?token=${token}`)).json().reason).toBe('used');
  });

  it('refuses an expired link and a tampered one, each with its reason', async () => {
    sent.length = 0;
    await forgot(DEMO_ACCOUNTS.prospect);
    const token = await lastLink();
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const wrong = await browser().get(`/api/password/link?token=${tampered}`);
    expect(wrong.statusCode).toBe(410);
    expect(wrong.json().reason).toBe('wrong');
    expect((await reset(tampered)).json().reason).toBe('wrong');

    clock = new Date(clock.getTime() + 31 * 60_000);
    const expired = await reset(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: PASSWORD_MESSAGES.refusal.expired, reason: 'expired' });
    // The old password still signs in: nothing changed.
    expect((await browser().login(DEMO_ACCOUNTS.prospect, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link ends the older one', async () => {
    sent.length = 0;
    await forgot(DEMO_ACCOUNTS.prospect);
    const first = await lastLink();
    await forgot(DEMO_ACCOUNTS.prospect);
    const second = await lastLink();
    expect((await browser().get(`/api/password/link?token=${first}`)).json().reason).toBe('expired');
    expect((await browser().get(`/api/password/link?token=${second}`)).statusCode).toBe(200);
  });

  it('holds a weak or mistyped new password with the rule it breaks', async () => {
    sent.length = 0;
    await forgot(DEMO_ACCOUNTS.guardian2);
    const token = await lastLink();
    const short = await reset(token, 'abc123');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['パスワードは10文字以上で入力してください。']);
    const mismatch = await reset(token, NEW, `${NEW}x`);
    expect(mismatch.json().errors.passwordConfirmation).toEqual([
      '確認のため、同じパスワードをもう一度入力してください。',
    ]);
    // The link still works after a refused form.
    expect((await browser().get(`/api/password/link?token=${token}`)).statusCode).toBe(200);
  });

  it('mails at most a few links per account an hour, whoever asks', async () => {
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    sent.length = 0;
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++)
      expect((await forgot(DEMO_ACCOUNTS.guardian)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('limits the requests of one address', async () => {
    const b = browser();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await forgot(`someone${i}@example.com`, b)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('sends the reset link of a staff account to the same page, and it leads to the staff sign-in', async () => {
    sent.length = 0;
    await forgot(DEMO_ACCOUNTS.staff);
    const token = await lastLink();
    expect(sent[0]?.text).toContain('教室スタッフ');
    expect((await browser().get(`/api/password/link?token=${token}`)).json().kind).toBe('staff');
  });

  it('changes the password in the profile with the current one, keeping this session and ending the others', async () => {
    const here = browser();
    const elsewhere = browser();
    await here.login(DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    await elsewhere.login(DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const change = (currentPassword: string) =>
      here.request({
        method: 'POST',
        url: '/api/password/change',
        payload: { currentPassword, password: NEW, passwordConfirmation: NEW },
      });
    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.currentPassword).toEqual([PASSWORD_MESSAGES.wrongCurrent]);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await here.get('/api/account/authed')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account/authed')).statusCode).toBe(401);
    expect((await browser().login(DEMO_ACCOUNTS.guardian2, NEW)).statusCode).toBe(200);
  });

  it('a link of a removed account no longer opens', async () => {
    sent.length = 0;
    await forgot(DEMO_ACCOUNTS.guardian);
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    await forgot(DEMO_ACCOUNTS.guardian);
    const token = await lastLink();
    await t.database.db.delete(passwordTokens).where(eq(passwordTokens.tokenHash, sha256(token)));
    expect((await browser().get(`/api/password/link?token=${token}`)).json().reason).toBe('wrong');
  });
});
