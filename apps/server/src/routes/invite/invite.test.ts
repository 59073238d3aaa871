import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn, type TestBrowser } from '../../test/browser';

describe('POST /api/invite', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);
  const invite = (b: TestBrowser) => b.request({ method: 'POST', url: '/api/invite' });

  it('issues a code once and keeps it for the member', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const first = await invite(b);
    expect(first.statusCode).toBe(200);
    const { status, code } = first.json();
    expect(status).toBe('success');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await invite(b)).json().code).toBe(code);
    expect((await invite(await as(DEMO_ACCOUNTS.guardian))).json().code).toBe(code);
  });

  it('gives each family its own code', async () => {
    const a = (await invite(await as(DEMO_ACCOUNTS.guardian))).json().code;
    const b = (await invite(await as(DEMO_ACCOUNTS.guardian2))).json().code;
    expect(b).not.toBe(a);
  });

  it('refuses a provisional member with the status error', async () => {
    const res = await invite(await as(DEMO_ACCOUNTS.prospect));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      code: null,
      message: '入会手続きが完了していないため、紹介コードを発行できません。',
    });
  });

  it('needs a session and the XSRF token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/invite' })).statusCode).toBe(401);
    const b = await as(DEMO_ACCOUNTS.guardian);
    expect((await b.request({ method: 'POST', url: '/api/invite' }, { csrf: false })).statusCode).toBe(419);
  });
});
