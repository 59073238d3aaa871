import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

// A stand-in for `npm run build-storybook`'s output.
const dist = mkdtempSync(path.join(tmpdir(), 'storybook-static-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storybook</title><script>window.x=1</script>');
writeFileSync(path.join(dist, 'iframe.html'), '<!doctype html><title>preview</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the built Storybook at /storybook', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ STORYBOOK_DIST: dist });
  });
  afterAll(() => t.close());

  it('is served outside production, with a policy that lets the manager frame its preview', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storybook/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Storybook</title>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    const bare = await t.app.inject({ method: 'GET', url: '/storybook' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/storybook/');
    const preview = await t.app.inject({ method: 'GET', url: '/storybook/iframe.html' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leaves the portal and the API under their strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // An API answer's policy allows nothing at all (app.ts), Storybook's exceptions least of all.
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).not.toContain('unsafe');
  });
});

describe('outside production without a build', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ STORYBOOK_DIST: path.join(dist, 'not-built') });
  });
  afterAll(() => t.close());

  it('says how to build it instead of showing the portal', async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('npm run build-storybook');
    }
  });
});

describe('in production', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', STORYBOOK_DIST: dist });
  });
  afterAll(() => t.close());

  it('does not serve the Storybook', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storybook/iframe.html' });
    expect(res.body).not.toContain('<title>preview</title>');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
