import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';

describe('response headers of the API and the portal files (issue 19 item 17)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;

  beforeAll(async () => {
    // A portal build as Vite writes it: hashed assets with their source maps.
    dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>まなびポータル</title>');
    writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js'),
      'console.log(1);\n//# sourceMappingURL=index-abc123.js.map',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
    t = await createTestApp({ PORTAL_DIST: dist }, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets no browser or proxy keep an API answer', async () => {
    const b = new TestBrowser(t.app);
    await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    for (const url of ['/api/user', '/api/home', '/api/notification', '/api/health', '/api/nothing-here']) {
      expect((await b.get(url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of the portal files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The page itself carries the signed-in guardian's bootstrap block (issue 18): no cache may keep it.
    expect((await t.app.inject({ method: 'GET', url: '/home' })).headers['cache-control']).toBe('no-store');
  });

  it('sets no cookie on an immutable public asset, which any cache may keep and hand out (issue 31 item 25)', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined();
    // A page still hands out the XSRF token.
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(String(page.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it("gives pages a Permissions-Policy that allows only the video player's full screen (issue 31 item 25)", async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/home' })).headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(policy).toContain(feature);
    }
    expect(policy).toContain('fullscreen=(self)');
  });

  it("lets no cache keep a channel's authorisation (/broadcasting/auth)", async () => {
    const b = new TestBrowser(t.app);
    await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const res = await b.request({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1.2', channel_name: 'private-chat-room.999999' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does not serve source maps', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('forbids framing in both headers, so they agree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("gives the page a document's headers: scripts only from the portal, no referrer across sites, no sniffing", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
