import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp, type TestApp } from './app';
import { signedIn, type TestBrowser } from './browser';

/**
 * What a signed-in home page costs the database: the statements each of its calls sends, the first time and
 * again right after (issue 18). The read-mostly lists answer the second time from the services' read cache.
 */
const HOME_CALLS = [
  // The bootstrap block of every page.
  '/api/user',
  '/api/carousel',
  '/api/trial/applied',
  '/api/attendance/schedule',
  '/api/announcement/list?perPage=4&isImportant=0&page=1',
  '/api/information/list?perPage=4&page=1',
  '/api/announcement/imp/list',
  '/api/information/imp/list',
  '/api/information/label?isHome=1',
  '/api/document',
  '/api/faq/categories/3',
  '/api/membership/online/list',
  '/api/assessment/take',
  '/api/notification',
];

describe('queries per request on the home page', () => {
  let t: TestApp;
  let guardian: TestBrowser;
  let statements = 0;
  const clock = new Date('2026-05-11T01:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock, onQuery: () => (statements += 1) });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  async function cost(path: string) {
    const before = statements;
    const res = await guardian.get(path);
    expect(res.statusCode, path).toBe(200);
    return statements - before;
  }

  it('reads each read-mostly list once, then answers it without the database', async () => {
    const counts: Record<string, [number, number]> = {};
    for (const path of HOME_CALLS) counts[path] = [await cost(path), await cost(path)];
    console.info('statements per call (first, again):', counts);
    for (const [path, [first, again]] of Object.entries(counts)) {
      expect(first, path).toBeGreaterThan(0);
      expect(again, path).toBe(0);
    }
  });

  it('asks for the consent status in two statements, not two per kind of terms', async () => {
    // Not cached: a revised terms text from the back office must be asked for at once.
    expect(await cost('/api/account/consent-status')).toBeLessThanOrEqual(2);
    expect(await cost('/api/account/consent-status')).toBeLessThanOrEqual(2);
  });
});
