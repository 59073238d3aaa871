import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import contract, { route } from './route';

/** An app with one contract route whose handler answers `body`. */
async function appAnswering(body: unknown, validateResponses: boolean) {
  const app = Fastify();
  await app.register(contract, { validateResponses });
  route(app, 'getHealth', async () => body as never);
  route(app, 'getAnnouncementList', async (request) => ({ echoed: request.query }) as never);
  await app.ready();
  return app;
}

describe('routes from the contract', () => {
  it('fail a response that breaks the contract in development and tests', async () => {
    const broken = await appAnswering({ status: 'fine', database: 'ok' }, true);
    expect((await broken.inject({ url: '/api/health' })).statusCode).toBe(500);
    const kept = await appAnswering({ status: 'ok', database: 'ok' }, true);
    expect((await kept.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('serialise only what the contract declares, without checking, in production', async () => {
    const app = await appAnswering({ status: 'ok', database: 'ok', secret: 'x' }, false);
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reject a request that breaks the contract with a Japanese message per field', async () => {
    const app = await appAnswering({}, false);
    const res = await app.inject({ url: '/api/announcement/list?page=0&perPage=x&startDate=2026-13-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'ページ番号は1以上で指定してください。',
      errors: {
        page: ['ページ番号は1以上で指定してください。'],
        perPage: ['1ページの件数は半角数字で指定してください。'],
        startDate: ['開始日は年-月-日の形式で指定してください。'],
      },
    });
  });
});
