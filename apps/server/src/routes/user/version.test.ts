import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn } from '../../test/browser';
import { preconditionOf } from './version';

/** Issue 30 item 8: a save based on an older profile never overwrites what was saved since. */
describe('profile versions (ETag, If-Match, 412)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
  });
  afterAll(() => t.close());
  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);
  /** The body of POST /api/user for a profile as GET /api/user gives it. */
  const bodyOf = (user: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { lastName, firstName, lastNameKana, firstNameKana, birthYear, genderId, email } = user;
    const { telNumber, telNumberBackup, emailBackup, zipcode, prefectureId, city, block, building } = user;
    return {
      ...{ lastName, firstName, lastNameKana, firstNameKana, birthYear, genderId, email, telNumber, telNumberBackup },
      ...{ emailBackup, zipcode, prefectureId, city, block, building },
      ...changes,
    };
  };

  it('gives the version in the body and as the ETag, and a save moves it on', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const read = await b.get('/api/user');
    const { version } = read.json();
    expect(version).toBeGreaterThanOrEqual(1);
    expect(read.headers.etag).toBe(`"${version}"`);
    const saved = await b.request(
      { method: 'POST', url: '/api/user', payload: bodyOf(read.json(), { building: 'レジデンス101' }) },
      { headers: { 'if-match': `"${version}"` } },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(version + 1);
    expect(saved.headers.etag).toBe(`"${version + 1}"`);
  });

  it('answers a save based on an older version with 412, the message and the profile as saved, saving nothing', async () => {
    const here = await as(DEMO_ACCOUNTS.guardian);
    const there = await as(DEMO_ACCOUNTS.guardian);
    const opened = (await here.get('/api/user')).json();
    // Another device changes the phone number.
    const phone = await there.request(
      { method: 'POST', url: '/api/user', payload: bodyOf(opened, { telNumber: '08098765432' }) },
      { headers: { 'if-match': `"${opened.version}"` } },
    );
    expect(phone.statusCode).toBe(200);
    // This page, opened before, saves its own edit.
    const stale = await here.request(
      { method: 'POST', url: '/api/user', payload: bodyOf(opened, { city: '世田谷区' }) },
      { headers: { 'if-match': `"${opened.version}"` } },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe(
      'プロフィールは、ほかの画面や端末で変更されています。いま保存されている内容をご確認のうえ、もう一度保存してください。',
    );
    expect(stale.json().data).toMatchObject({
      telNumber: '08098765432',
      city: opened.city,
      version: opened.version + 1,
    });
    expect(stale.headers.etag).toBe(`"${opened.version + 1}"`);
    expect((await here.get('/api/user')).json()).toMatchObject({ telNumber: '08098765432', city: opened.city });
    // In English for an English page.
    const english = await here.request(
      { method: 'POST', url: '/api/user', payload: bodyOf(opened) },
      { headers: { 'if-match': `"${opened.version}"`, 'accept-language': 'en' } },
    );
    expect(english.statusCode).toBe(412);
    expect(english.json().message).toMatch(/changed on another screen or device/);
    // Saving over it, with the version the 412 gave, works.
    const over = await here.request(
      { method: 'POST', url: '/api/user', payload: bodyOf(stale.json().data, { city: '世田谷区' }) },
      { headers: { 'if-match': stale.headers.etag as string } },
    );
    expect(over.statusCode).toBe(200);
    expect(over.json().data).toMatchObject({ telNumber: '08098765432', city: '世田谷区' });
  });

  it('changes only the settings named, reverting nothing saved elsewhere', async () => {
    const here = await as(DEMO_ACCOUNTS.guardian);
    const there = await as(DEMO_ACCOUNTS.guardian);
    const opened = (await here.get('/api/user')).json();
    const phone = await there.request({
      method: 'POST',
      url: '/api/user',
      payload: bodyOf(opened, { telNumber: '07011112222' }),
    });
    expect(phone.statusCode).toBe(200);
    // Another switch changed elsewhere too: both stay.
    const other = await there.request({
      method: 'POST',
      url: '/api/user/notification-settings',
      payload: { class_reminder: 1 },
    });
    expect(other.statusCode).toBe(200);
    // A stale toggle is refused with what is saved now.
    const stale = await here.request(
      { method: 'POST', url: '/api/user/notification-settings', payload: { class_announcement: 1 } },
      { headers: { 'if-match': `"${opened.version}"` } },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data.telNumber).toBe('07011112222');
    const toggled = await here.request(
      { method: 'POST', url: '/api/user/notification-settings', payload: { class_announcement: 1 } },
      { headers: { 'if-match': stale.headers.etag as string } },
    );
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().message).toBe('通知設定を保存しました。');
    const now = (await here.get('/api/user')).json();
    expect(now.telNumber).toBe('07011112222');
    expect(now.notificationSettings).toMatchObject({ class_announcement: 1, class_reminder: 1 });
    expect(now.notificationSettings.chat).toBe(opened.notificationSettings.chat);
    expect(now.version).toBe(opened.version + 3);
  });

  it('keeps working without If-Match (older clients), and with *', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const opened = (await b.get('/api/user')).json();
    const plain = await b.request({ method: 'POST', url: '/api/user', payload: bodyOf(opened) });
    expect(plain.statusCode).toBe(200);
    const any = await b.request(
      { method: 'POST', url: '/api/user/notification-settings', payload: { child_post: 0 } },
      { headers: { 'if-match': '*' } },
    );
    expect(any.statusCode).toBe(200);
    // A weak tag never matches (strong comparison), nor a tag this server never gave.
    for (const tag of [`W/"${any.json().data.version}"`, '"abc"']) {
      const res = await b.request(
        { method: 'POST', url: '/api/user/notification-settings', payload: { child_post: 1 } },
        { headers: { 'if-match': tag } },
      );
      expect(res.statusCode).toBe(412);
    }
  });

  it("keeps families apart: one guardian's saves never move another's version", async () => {
    const mine = await as(DEMO_ACCOUNTS.guardian2);
    const before = (await mine.get('/api/user')).json();
    const other = await as(DEMO_ACCOUNTS.guardian);
    const res = await other.request({
      method: 'POST',
      url: '/api/user/notification-settings',
      payload: { chat: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).not.toBe(before.id);
    const after = (await mine.get('/api/user')).json();
    expect(after.version).toBe(before.version);
    expect(after.notificationSettings).toEqual(before.notificationSettings);
  });

  it('refuses settings to those without them, and a body naming no setting or an unknown one', async () => {
    const prospect = await as(DEMO_ACCOUNTS.prospect);
    const refused = await prospect.request({
      method: 'POST',
      url: '/api/user/notification-settings',
      payload: { chat: 1 },
    });
    expect(refused.statusCode).toBe(403);
    const b = await as(DEMO_ACCOUNTS.guardian);
    for (const payload of [{}, { chat: 3 }, { lastName: '山田' }]) {
      const res = await b.request({ method: 'POST', url: '/api/user/notification-settings', payload });
      expect(res.statusCode).toBe(422);
    }
  });

  it('reads If-Match as RFC 9110 does', () => {
    expect(preconditionOf(undefined)).toEqual({ kind: 'none' });
    expect(preconditionOf('')).toEqual({ kind: 'none' });
    expect(preconditionOf('*')).toEqual({ kind: 'any' });
    expect(preconditionOf('"3", "4"')).toEqual({ kind: 'versions', versions: [3, 4] });
    expect(preconditionOf('W/"3"')).toEqual({ kind: 'versions', versions: [] });
    expect(preconditionOf('"99999999999"')).toEqual({ kind: 'versions', versions: [] });
  });
});
