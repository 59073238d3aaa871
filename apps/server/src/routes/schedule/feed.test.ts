import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { type TestBrowser as Browser, signedIn, TestBrowser } from '../../test/browser';

// A Monday, 10:00 in Japan (the demo data is dated from it).
const NOW = new Date('2026-11-23T01:00:00Z');

type Event = { summary: string; start: string; zone: string; status: string | null; location: string; uid: string };

/** The feed read by ical.js, as a calendar app would: every event with its wall-clock start in its zone. */
function parse(text: string): { name: unknown; zones: string[]; events: Event[] } {
  const root = new ICAL.Component(ICAL.parse(text));
  return {
    name: root.getFirstPropertyValue('x-wr-calname'),
    zones: root.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))),
    events: root.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return {
        summary: event.summary,
        start: event.startDate.toString(),
        zone: event.startDate.zone?.tzid ?? '',
        status: (v.getFirstPropertyValue('status') as string | null) ?? null,
        location: event.location,
        uid: event.uid,
      };
    }),
  };
}

describe('the family calendar feed (ICS)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let guardian: Browser;
  let guardian2: Browser;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const issue = async (b: Browser) => {
    const res = await b.request({ method: 'POST', url: '/api/schedule/feed' });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().url as string).pathname;
  };
  const anonymous = () => new TestBrowser(t.app);

  it('needs a session to issue, see or revoke a feed', async () => {
    expect((await anonymous().get('/api/schedule/feed')).statusCode).toBe(401);
    expect((await anonymous().request({ method: 'POST', url: '/api/schedule/feed' })).statusCode).toBe(401);
    expect((await guardian.get('/api/schedule/feed')).json()).toEqual({ active: false, createdAt: null });
  });

  it("serves all the family's children's lessons, transfers and recess days in Asia/Tokyo, readable by ical.js", async () => {
    const path = await issue(guardian);
    expect(path).toMatch(/^\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}$/);
    expect((await guardian.get('/api/schedule/feed')).json()).toEqual({ active: true, createdAt: NOW.toISOString() });
    // The app fetches it without any cookie.
    const res = await anonymous().get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Issue 31 item 25: personal, so never kept without asking; an unchanged feed answers 304 to its ETag.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const feed = parse(res.body);
    // Stamps in UTC, as RFC 5545 asks.
    expect(res.body.match(/^DTSTAMP:.*$/gm)?.every((l) => l.trim() === 'DTSTAMP:20261123T010000Z')).toBe(true);
    expect(feed.name).toBe('まなびポータル 授業カレンダー');
    expect(feed.zones).toEqual(['Asia/Tokyo']);
    expect(feed.events.every((e) => e.zone === 'Asia/Tokyo')).toBe(true);
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
    const names = new Set(
      feed.events.map((e) =>
        e.summary
          .replace(/^【.+?】/, '')
          .split(' ')
          .slice(0, 2)
          .join(' '),
      ),
    );
    expect(names).toEqual(new Set(['佐藤 陽翔', '佐藤 結菜']));
    const on = (date: string, who: string) =>
      feed.events.filter((e) => e.start.startsWith(date) && e.summary.includes(who));
    // An ordinary lesson at its Japanese wall-clock time.
    expect(on('2026-11-28', '陽翔')).toEqual([
      expect.objectContaining({
        summary: '佐藤 陽翔 アドバンスコース（ロボット教室）',
        start: '2026-11-28T10:00:00',
        status: 'CONFIRMED',
        location: '自由が丘教室',
      }),
    ]);
    // The cancelled Saturday stays, cancelled, and the Monday it moved to is a lesson.
    expect(on('2026-12-12', '陽翔')).toEqual([
      expect.objectContaining({ summary: expect.stringMatching(/^【振替元】佐藤 陽翔/), status: 'CANCELLED' }),
    ]);
    expect(on('2026-12-14', '陽翔')).toEqual([
      expect.objectContaining({ summary: expect.stringMatching(/^【振替】佐藤 陽翔/), start: '2026-12-14T17:00:00' }),
    ]);
    // The year-end closure of the Wednesday class.
    expect(on('2026-12-30', '結菜')).toEqual([
      expect.objectContaining({ summary: expect.stringMatching(/^【休講】佐藤 結菜/), status: 'CANCELLED' }),
    ]);
  });

  it('gives each family only its own children', async () => {
    const feed = parse((await anonymous().get(await issue(guardian2))).body);
    expect(feed.events.length).toBeGreaterThan(0);
    expect(feed.events.every((e) => e.summary.includes('高橋 蓮'))).toBe(true);
  });

  it('answers 404 to a revoked, replaced or guessed token, and to one of the wrong shape', async () => {
    const first = await issue(guardian);
    const second = await issue(guardian);
    expect((await anonymous().get(first)).statusCode).toBe(404);
    expect((await anonymous().get(second)).statusCode).toBe(200);
    expect((await guardian.request({ method: 'DELETE', url: '/api/schedule/feed' })).statusCode).toBe(200);
    const revoked = await anonymous().get(second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ message: 'カレンダーが見つかりません。' });
    expect((await guardian.get('/api/schedule/feed')).json()).toEqual({ active: false, createdAt: null });
    for (const token of ['A'.repeat(43), 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) {
      const res = await anonymous().get(`/api/schedule/feed/${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(404);
    }
  });
});
