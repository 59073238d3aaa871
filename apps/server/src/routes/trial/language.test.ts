import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';

// Issue 31 item 34: a refusal of a booking or of a mailed application link is in the request's language.
describe('booking and application-link refusals in the language of the request', () => {
  let t: TestApp;
  const english = { headers: { 'accept-language': 'en' } };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-11-23T01:00:00Z') });
  });
  afterAll(() => t.close());

  it('says a trial session is missing in English or Japanese', async () => {
    const b = new TestBrowser(t.app, '10.9.0.1');
    const url = '/api/trial/find?store_id=9999&lesson_id=9999';
    const en = await b.request({ method: 'GET', url }, english);
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe(
      'This trial session could not be found. Please look for it from the classroom search.',
    );
    const ja = await b.request({ method: 'GET', url });
    expect(ja.json().message).toBe('体験会が見つかりません。教室検索からお探しください。');
  });

  it('says a wrong application link is wrong in English', async () => {
    const b = new TestBrowser(t.app, '10.9.0.2');
    await b.ensureXsrf();
    const res = await b.request(
      { method: 'POST', url: '/api/no_account/membership/session', payload: { token: 'x'.repeat(43) } },
      english,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'This link is not valid. Please open the link in the email again, or contact the classroom.',
      reason: 'wrong',
    });
  });
});
