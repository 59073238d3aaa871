import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp, type TestApp } from '../test/app';
import { signedIn } from '../test/browser';
import { BOOTSTRAP_ID, type Bootstrap, withBootstrap } from './portal-page';

const INDEX =
  '<!doctype html><html lang="ja"><head><title>ポータル</title></head><body><div id="root"></div></body></html>';

const CHUNK = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${(i * 7919) % 1000};`).join('\n');

/** The bootstrap block of a served page, parsed as the portal parses it. */
function bootstrapOf(html: string): Bootstrap {
  const match = html.match(new RegExp(`<script type="application/json" id="${BOOTSTRAP_ID}">(.*?)</script>`));
  if (!match?.[1]) throw new Error('the page has no bootstrap block');
  return JSON.parse(match[1]) as Bootstrap;
}

describe('the portal page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // The build writes each asset compressed beside it, at brotli's smallest (the server's own is faster).
    await writeFile(path.join(dist, 'assets', 'chunk-def456.js'), CHUNK);
    await writeFile(path.join(dist, 'assets', 'chunk-def456.js.br'), brotliCompressSync(CHUNK));
    await writeFile(path.join(dist, 'assets', 'chunk-def456.js.gz'), gzipSync(CHUNK, { level: 9 }));
    // The build's manifest names each route's chunk: the page names the requested route's in its head.
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-abc123.js', isEntry: true },
        'src/routes/_public/login.tsx?tsr-split=component': { file: 'assets/login-1.js', css: ['assets/login-1.css'] },
        'src/routes/_authed/information/list.tsx?tsr-split=component': { file: 'assets/list-1.js' },
      }),
    );
    t = await createTestApp({ PORTAL_DIST: dist }, { seed: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('tells a visitor without a session that there is none, and keeps the page out of caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    // The page's XSRF token, issued with it: a plain form drawn on the server sends it before the scripts run.
    const issued = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(issued).toBeTruthy();
    expect(bootstrapOf(res.body)).toEqual({ session: 'unauthenticated', xsrf: issued });
  });

  it('carries the signed-in guardian’s user, account config and consent status, as the API answers them', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const page = await guardian.get('/information/list?page=2');
    expect(page.statusCode).toBe(200);
    const bootstrap = bootstrapOf(page.body);
    expect(bootstrap).toEqual({
      session: 'authenticated',
      answers: {
        user: (await guardian.get('/api/user')).json(),
        config: (await guardian.get('/api/account/config')).json(),
        consent: (await guardian.get('/api/account/consent-status')).json(),
      },
      xsrf: guardian.cookies.get('XSRF-TOKEN'),
    });
    // Only the signed-in family's own data: the other family's page names its own guardian.
    const other = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    const otherBootstrap = bootstrapOf((await other.get('/')).body);
    expect(otherBootstrap).toEqual({
      session: 'authenticated',
      answers: expect.objectContaining({ user: (await other.get('/api/user')).json() }),
      xsrf: other.cookies.get('XSRF-TOKEN'),
    });
    expect(JSON.stringify(otherBootstrap)).not.toEqual(JSON.stringify(bootstrap));
  });

  it('treats a signed-out or unknown session as none', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const cookie = `portal_session=${encodeURIComponent(guardian.cookies.get('portal_session') ?? '')}`;
    await guardian.logout();
    for (const presented of [cookie, 'portal_session=not-a-session']) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: presented } });
      expect(bootstrapOf(res.body), presented).toEqual({ session: 'unauthenticated', xsrf: expect.any(String) });
    }
  });

  it('still answers assets, unknown API paths and missing files as before', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers every page address with a page, never JSON: a file name that is no file, a NUL character (issue 30 item 17)', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const [url, status] of [
      ['/lms/detail/LMS-RA-202611/1.5', 404],
      ['/trial?store_id=%00', 400],
      ['/announcement/detail?announcementsId=1%00', 400],
      ['/%00', 400],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<h1>ページが見つかりません</h1>');
      expect(res.body, url).toContain('<a href="/">ホームへ戻る</a>');
      // A page that routes nothing: no scripts, and no root the portal would draw the bad address into.
      expect(res.body, url).not.toContain('<script');
      expect(res.body, url).not.toContain('id="root"');
    }
    // The API and the files keep answering as data.
    const call = await t.app.inject({ method: 'GET', url: '/api/announcements?keyWord=%00', headers: html });
    expect(call.statusCode).toBe(422);
    expect(call.json().message).toContain('制御文字');
    const script = await t.app.inject({ method: 'GET', url: '/assets/gone.js', headers: { accept: '*/*' } });
    expect(script.headers['content-type']).toContain('application/json');
  });

  it('sends the build’s compressed asset as it is to a browser that takes it, and the plain one otherwise', async () => {
    const url = '/assets/chunk-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    // The very bytes of the build's file, not the server's own (faster, bigger) compression.
    expect(br.rawPayload.equals(brotliCompressSync(CHUNK))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it("names the requested route's chunks in the head, before the bootstrap block; the build's manifest stays private", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login?redirect=%2F' });
    const head = login.body.slice(0, login.body.indexOf(`id="${BOOTSTRAP_ID}"`));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css">');
    expect(login.body).not.toContain('list-1.js');
    // A signed-in page's chunks only with a session: without one the portal goes to sign in instead.
    expect((await t.app.inject({ method: 'GET', url: '/information/list' })).body).not.toContain('list-1.js');
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    expect((await guardian.get('/information/list')).body).toContain('href="/assets/list-1.js"');
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it("carries a drawn page's own title, escaped, from the first byte (issue 31 item 29)", () => {
    const drawn = { html: '<main></main>', queries: {}, title: '【まなびポータル】体験授業のお申し込み</title><b>' };
    const html = withBootstrap(INDEX, JSON.stringify({ session: 'anonymous' }), '', drawn);
    expect(html).toContain('<title>【まなびポータル】体験授業のお申し込み&lt;/title&gt;&lt;b&gt;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('cannot be broken out of by text in the data', () => {
    const html = withBootstrap(
      INDEX,
      JSON.stringify({ session: 'authenticated', answers: { user: { name: '</script><script>alert(1)</script>' } } }),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(bootstrapOf(html)).toEqual({
      session: 'authenticated',
      answers: { user: { name: '</script><script>alert(1)</script>' } },
    });
  });
});

// ADR 036: the portal's server bundle draws some first pages. Here a stand-in bundle draws `/drawn` with what
// the API answered it, so the test sees what the server hands the bundle and what it makes of the answer.
const RENDERER = `
export async function render({ url, bootstrap, fetch }) {
  if (url === '/broken') throw new Error('the bundle failed');
  if (url !== '/drawn') return null;
  const answer = await fetch(new Request('http://portal.internal/api/user'));
  const user = answer.ok ? await answer.json() : null;
  return {
    html: '<main><h1>' + answer.status + '</h1><p>' + (user ? user.email : '') + '</p></main>',
    queries: { queries: [{ queryKey: ['getUser'], session: bootstrap.session }] },
  };
}`;

const BUILT_INDEX =
  '<!doctype html><html lang="ja"><head><title>ポータル</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('a first page drawn on the server', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await writeFile(path.join(dist, 'index.html'), BUILT_INDEX);
    await writeFile(path.join(dist, 'entry-server.mjs'), RENDERER);
    t = await createTestApp(
      { PORTAL_DIST: dist, PORTAL_RENDERER: path.join(dist, 'entry-server.mjs') },
      { seed: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("is drawn with the API's answers to the page's own request, and the answers go with it", async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    const html = (await guardian.get('/drawn')).body;
    expect(html).toContain(`<div id="root"><main><h1>200</h1><p>${DEMO_ACCOUNTS.guardian}</p></main></div>`);
    expect(bootstrapOf(html).queries).toEqual({ queries: [{ queryKey: ['getUser'], session: 'authenticated' }] });

    const visitor = await t.app.inject({ method: 'GET', url: '/drawn' });
    expect(visitor.body).toContain('<div id="root"><main><h1>401</h1><p></p></main></div>');
  });

  it('loads its scripts after the page has painted; the stylesheets stay in the head', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/drawn' })).body;
    expect(html).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-1.js" data-preloads="/assets/vendor-1.js"></script>',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('is left to the browser where the bundle draws nothing, fails, or the device reads another language', async () => {
    for (const request of [
      { url: '/login' },
      { url: '/broken' },
      { url: '/drawn', headers: { cookie: 'portal.language=en' } },
    ]) {
      const page = await t.app.inject({ method: 'GET', ...request });
      expect(page.statusCode, request.url).toBe(200);
      expect(page.body, request.url).toContain('<div id="root"></div>');
      expect(page.body, request.url).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      expect(bootstrapOf(page.body).queries, request.url).toBeUndefined();
    }
  });
});
