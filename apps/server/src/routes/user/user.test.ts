import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsConsents, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { consentTag } from '../../services/read-cache';
import { createTestApp } from '../../test/app';
import { signedIn } from '../../test/browser';

describe('the signed-in user and account calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-11T01:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => clock });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);

  it('answers every private call with 401 without a session', async () => {
    for (const url of ['/api/user', '/api/account/authed', '/api/account/config', '/api/account/consent-status']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('returns the guardian with both of their children', async () => {
    const res = await (await as(DEMO_ACCOUNTS.guardian)).get('/api/user');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    // The profile screen reads the same call, so the profile fields of spec 1 §3 come with it.
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'role',
        'lastName',
        'firstName',
        'iconPath',
        'kids',
        'lastNameKana',
        'firstNameKana',
        'birthYear',
        'genderId',
        'genderName',
        'telNumber',
        'telNumberBackup',
        'email',
        'emailBackup',
        'zipcode',
        'prefectureId',
        'prefectureName',
        'city',
        'block',
        'building',
        'notificationSettings',
        // The profile's version, the ETag a save names in If-Match (issue 30 item 8).
        'version',
      ].sort(),
    );
    expect(user).toMatchObject({ role: 6, lastName: '佐藤', firstName: '美咲', iconPath: null });
    expect(user.kids).toMatchObject([
      { id: expect.any(Number), lastName: '佐藤', firstName: '陽翔', seito_no: '13010417' },
      { id: expect.any(Number), lastName: '佐藤', firstName: '結菜', seito_no: '14020233' },
    ]);
    expect(user.kids).toHaveLength(2);
  });

  it("shows another family only its own child, never the first family's", async () => {
    const user = (await (await as(DEMO_ACCOUNTS.guardian2)).get('/api/user')).json();
    expect(user).toMatchObject({ role: 6, lastName: '高橋', firstName: '健一' });
    expect(user.kids.map((k: { firstName: string }) => k.firstName)).toEqual(['蓮']);
  });

  it('gives the prospect and the limited account their roles', async () => {
    expect((await (await as(DEMO_ACCOUNTS.prospect)).get('/api/user')).json()).toMatchObject({ role: 7, kids: [] });
    expect((await (await as(DEMO_ACCOUNTS.limited)).get('/api/user')).json()).toMatchObject({ role: 8, kids: [] });
  });

  it('tells the portal when terms enforcement starts', async () => {
    const res = await (await as(DEMO_ACCOUNTS.guardian)).get('/api/account/config');
    expect(res.json()).toEqual({ success: true, data: { termsAgreementEnableDate: '2025-09-19T12:00:00+09:00' } });
  });

  it('requires consent only from a user who has not agreed to the terms in force, and only once enforcement started', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian2);
    expect((await b.get('/api/account/consent-status')).json()).toEqual({ success: true, requiresConsent: false });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian2));
    await t.database.db.delete(termsConsents).where(eq(termsConsents.userId, user?.id ?? 0));
    // Consents are never deleted by the portal: a change behind the services' back is seen once its cache goes.
    t.app.services.cache.invalidate(consentTag(user?.id ?? 0));
    expect((await b.get('/api/account/consent-status')).json()).toEqual({ success: true, requiresConsent: true });

    const saved = clock;
    clock = new Date('2025-09-19T02:59:00Z');
    try {
      const early = await as(DEMO_ACCOUNTS.guardian2);
      expect((await early.get('/api/account/consent-status')).json()).toEqual({
        success: true,
        requiresConsent: false,
      });
    } finally {
      clock = saved;
    }
  });
});
