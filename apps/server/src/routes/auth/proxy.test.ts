import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNoAccountLink } from '../../db/seed/membership-link';
import { createTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';

/** Issue 32: in production behind a TLS proxy, which forwards plain HTTP and whatever Host it was sent. */
describe('production behind a proxy', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' }, { seed: true });
  });
  afterAll(() => t.close());

  it("marks the no-account applicant's cookie Secure, as the session cookie", async () => {
    const link = await demoNoAccountLink(t.app, 'https://portal.example.jp');
    const token = new URL(link ?? 'https://x/').searchParams.get('token') ?? '';
    const b = new TestBrowser(t.app);
    await b.ensureXsrf();
    const res = await b.request({ method: 'POST', url: '/api/no_account/membership/session', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'membership_guest')?.secure).toBe(true);
  });

  it('starts mailed links with PUBLIC_URL, whatever Host the request names', async () => {
    const b = new TestBrowser(t.app);
    await b.login('guardian@example.com', 'demo-pass');
    const res = await b.request(
      { method: 'POST', url: '/api/schedule/feed' },
      { headers: { host: 'evil.example.com' } },
    );
    expect(new URL(res.json().url as string).origin).toBe('https://portal.example.jp');
  });
});
