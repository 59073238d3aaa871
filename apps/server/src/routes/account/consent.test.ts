import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsTexts } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { CONSENT_DEMO_ACCOUNTS } from '../../db/seed/profile';
import { createTestApp } from '../../test/app';
import { signedIn, type TestBrowser } from '../../test/browser';

describe('the terms consent calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // 2026-05-11 10:00 in Japan; one test moves it past midnight.
  const START = new Date('2026-05-11T01:00:00Z');
  let now = START;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => now });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);
  const consent = (b: TestBrowser, payload: Record<string, boolean>) =>
    b.request({ method: 'POST', url: '/api/account/multiple-consent', payload });

  it('shows only the terms not yet agreed, with their revision and text', async () => {
    const b = await as(CONSENT_DEMO_ACCOUNTS.pending);
    expect((await b.get('/api/account/consent-status')).json().requiresConsent).toBe(true);
    const res = await b.get('/api/account/multiple-consent-data');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.agreedTerms).toEqual({ privacy: true, lynx: false, steam: false });
    expect(Object.keys(data.termsData).sort()).toEqual(['lynx', 'steam']);
    expect(data.termsData.lynx.revision_date).toBe('2025-09-19');
    expect(data.termsData.lynx.body).toContain('Lynx');
  });

  it('refuses with 422 when an outstanding term is not agreed, and saves nothing', async () => {
    const b = await as(CONSENT_DEMO_ACCOUNTS.pending);
    const res = await consent(b, { agree_privacy: false, agree_lynx: true, agree_steam: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ agree_steam: ['STEAM教育サービス利用規約に同意してください。'] });
    expect((await b.get('/api/account/consent-status')).json().requiresConsent).toBe(true);
  });

  it('records agreement to every outstanding term, after which nothing is outstanding', async () => {
    const b = await as(CONSENT_DEMO_ACCOUNTS.pending);
    const res = await consent(b, { agree_privacy: false, agree_lynx: true, agree_steam: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await b.get('/api/account/consent-status')).json().requiresConsent).toBe(false);
    const { data } = (await b.get('/api/account/multiple-consent-data')).json();
    expect(data).toEqual({ termsData: {}, agreedTerms: { privacy: true, lynx: true, steam: true } });
  });

  it('asks again when a newer revision of one kind comes into force', async () => {
    const before = await as(DEMO_ACCOUNTS.guardian2);
    expect((await before.get('/api/account/consent-status')).json().requiresConsent).toBe(false);
    // A revision published today, in force from tomorrow: not asked for yet (the answer is cached meanwhile).
    await t.database.db
      .insert(termsTexts)
      .values({ kind: 'lynx', revisionDate: '2026-05-12', body: '<p>改定したLynx利用規約</p>' });
    expect((await before.get('/api/account/consent-status')).json().requiresConsent).toBe(false);
    // Just after midnight in Japan it is.
    now = new Date('2026-05-11T15:00:30Z');
    try {
      const b = await as(DEMO_ACCOUNTS.guardian2);
      expect((await b.get('/api/account/consent-status')).json().requiresConsent).toBe(true);
      const { data } = (await b.get('/api/account/multiple-consent-data')).json();
      expect(data.termsData).toEqual({ lynx: { body: '<p>改定したLynx利用規約</p>', revision_date: '2026-05-12' } });
      expect((await consent(b, { agree_privacy: false, agree_lynx: true, agree_steam: false })).statusCode).toBe(200);
      expect((await b.get('/api/account/consent-status')).json().requiresConsent).toBe(false);
    } finally {
      now = START;
    }
  });

  it('answers a body of the wrong shape with 422', async () => {
    const b = await as(CONSENT_DEMO_ACCOUNTS.pending2);
    const res = await consent(b, { agree_lynx: 'yes' } as unknown as Record<string, boolean>);
    expect(res.statusCode).toBe(422);
  });

  it('asks the prospect only about the privacy notice', async () => {
    const { data } = (await (await as(DEMO_ACCOUNTS.prospect)).get('/api/account/multiple-consent-data')).json();
    expect(data.agreedTerms).toEqual({ privacy: true, lynx: true, steam: true });
  });
});
