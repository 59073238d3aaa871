import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';
import errors from './errors';
import { INPUT_GUARD_MESSAGE } from './input-guard';
import { requestLogging, SLOW_RESPONSE_MS, withSafeRequestLogs } from './logging';

describe('error answers and logs', () => {
  const lines: string[] = [];
  const app = Fastify({
    logger: withSafeRequestLogs({ level: 'info', stream: { write: (l: string) => lines.push(l) } }),
  });

  beforeAll(async () => {
    await app.register(errors);
    app.get('/boom/:id', async () => {
      // Drizzle quotes the query's parameters in its message: personal data the log must not keep.
      throw Object.assign(new Error('Failed query: select 1 params: hanako@example.com'), { cause: { code: '08006' } });
    });
    app.get('/range', async () => {
      throw Object.assign(new Error('Failed query: params: 9999999999'), { cause: { code: '22003' } });
    });
    app.post('/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  it('logs a failure with method, route pattern and status, without the URL, query or driver message', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom/7?keyWord=hanako%40example.com&tel=09012345678' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('サーバーでエラーが発生しました。時間をおいてもう一度お試しください。');
    const log = lines.join('\n');
    expect(log).toContain('"route":"/boom/:id"');
    expect(log).toContain('"status":500');
    expect(log).toContain('"code":"08006"');
    expect(log).not.toMatch(/hanako|09012345678|keyWord/);
  });

  it('answers a value PostgreSQL refuses as data (class 22) with 422, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/range' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('入力内容の形式が正しくありません。');
  });

  it('answers a body of an unsupported type, and a body over the limit, in Japanese', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/^この形式の送信には対応していません。/);
    const big = await app.inject({ method: 'POST', url: '/echo', payload: { a: 'x'.repeat(1_100_000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/^送信された内容が大きすぎます。/);
  });
});

describe('bad input found by probing (issue 19 item 14): 4xx with a Japanese message', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let b: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
    b = new TestBrowser(t.app);
    expect((await b.login(DEMO_ACCOUNTS.guardian, DEMO_PASSWORD)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it.for([
    '/api/announcement/list?keyWord=%00',
    '/api/information/list?keyWord=a%00b',
    '/api/faq/article/search/3?keyWord=%00',
    '/api/announcement?announcementsId=1%00',
    '/api/term?type=1%00',
  ])('refuses a NUL character in %s', async (url) => {
    const res = await b.get(url);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INPUT_GUARD_MESSAGE);
  });

  it('refuses a NUL character in a profile field, naming the field', async () => {
    const res = await b.request({ method: 'POST', url: '/api/user', payload: { lastName: '佐\u0000藤' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: INPUT_GUARD_MESSAGE, errors: { lastName: [INPUT_GUARD_MESSAGE] } });
  });

  it('answers ids beyond PostgreSQL integer like any id that names nothing', async () => {
    expect((await b.get('/api/user/icon/9999999999')).statusCode).toBe(404);
    for (const [url, payload] of [
      ['/api/notification/update/read', { id: 2147483648 }],
      ['/api/notification/update/read/column', { columnId: 2147483648 }],
      ['/api/document/click_count', { id: 2147483648 }],
    ] as const) {
      const res = await b.request({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  const build = async (level: string) => {
    const app = Fastify({
      logger: withSafeRequestLogs({ level, stream: { write: (l: string) => lines.push(l) } }),
      logController: new LogController({ disableRequestLogging: true }),
    });
    await app.register(requestLogging);
    app.get('/fast/:id', async () => ({ ok: true }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_RESPONSE_MS + 50));
      return { ok: true };
    });
    await app.ready();
    return app;
  };

  it('writes nothing for an ordinary answer at info level, and one line for a slow one', async () => {
    const app = await build('info');
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/fast/1?keyWord=secret' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/slow' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"route":"/slow"');
    expect(lines[0]).toContain('"status":200');
    await app.close();
  });

  it('writes one line per answer at debug level, with the route pattern and not the query', async () => {
    const app = await build('debug');
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/fast/1?keyWord=secret' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"route":"/fast/:id"');
    expect(lines[0]).not.toContain('secret');
    await app.close();
  });
});
