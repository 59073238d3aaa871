import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { SESSION_MEMORY_MS } from '../../services/sessions';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session expiry', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-11T00:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const b = new TestBrowser(t.app);
    expect((await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
    return b;
  }

  it('keeps a session that is used at least every two hours', async () => {
    const b = await signedIn();
    advance(HOUR + 59 * MINUTE);
    expect((await b.get('/api/account/authed')).statusCode).toBe(200);
    advance(HOUR + 59 * MINUTE);
    expect((await b.get('/api/account/authed')).statusCode).toBe(200);
  });

  it('ends a session left idle for two hours and clears its cookie', async () => {
    const b = await signedIn();
    advance(2 * HOUR);
    const res = await b.get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    expect(b.cookies.has('portal_session')).toBe(false);
  });

  it('ends even an active session twelve hours after sign-in', async () => {
    const b = await signedIn();
    for (let hour = 1; hour < 12; hour++) {
      advance(HOUR);
      expect((await b.get('/api/account/authed')).statusCode).toBe(200);
    }
    advance(HOUR);
    expect((await b.get('/api/account/authed')).statusCode).toBe(401);
    // Signing in again starts a fresh twelve hours.
    expect((await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await b.get('/api/account/authed')).statusCode).toBe(200);
  });

  it('drops sessions that have run out from the table at the next sign-in', async () => {
    await signedIn();
    advance(13 * HOUR);
    await signedIn();
    const rows = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions);
    expect(rows).toEqual([{ lastSeenAt: clock }]);
  });

  it('refuses a signed-out session at once, and one ended by another process within a few seconds', async () => {
    const b = await signedIn();
    const cookie = b.cookies.get('portal_session') ?? '';
    expect((await b.get('/api/user')).statusCode).toBe(200);
    await b.logout();
    const again = new TestBrowser(t.app);
    again.cookies.set('portal_session', cookie);
    expect((await again.get('/api/user')).statusCode).toBe(401);

    // Another process ends a session in the database: this one stops honouring it once its memory lapses.
    const other = await signedIn();
    expect((await other.get('/api/user')).statusCode).toBe(200);
    await t.database.db.delete(sessions);
    advance(SESSION_MEMORY_MS);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('marks the session cookie Secure in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' }, { seed: true });
    try {
      const b = new TestBrowser(prod.app);
      const res = await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
      expect(res.cookies.find((c) => c.name === 'portal_session')?.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
