import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn, type TestBrowser } from '../../test/browser';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f80' } })
  .jpeg()
  .toBuffer();

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const validProfile = {
  lastName: '佐藤',
  firstName: '美咲',
  lastNameKana: 'サトウ',
  firstNameKana: 'ミサキ',
  birthYear: 1986,
  genderId: 2,
  telNumber: '09012345678',
  telNumberBackup: null,
  email: DEMO_ACCOUNTS.guardian,
  emailBackup: null,
  zipcode: '1520035',
  prefectureId: 13,
  city: '目黒区',
  block: '自由が丘2-10-4',
  building: null,
};

describe('the profile, its icon and its notification settings', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
  });
  afterAll(() => t.close());

  const as = (email: string) => signedIn(t.app, email, DEMO_PASSWORD);

  async function upload(b: TestBrowser, filename: string, type: string, data: Buffer) {
    const body = multipart('image', filename, type, data);
    return b.request(
      { method: 'POST', url: '/api/user/icon', payload: body.payload },
      { headers: { 'content-type': body.contentType } },
    );
  }

  it('gives the guardian their full profile with their children and notification settings', async () => {
    const user = (await (await as(DEMO_ACCOUNTS.guardian)).get('/api/user')).json();
    expect(user).toMatchObject({
      lastNameKana: 'サトウ',
      birthYear: 1986,
      genderId: 2,
      genderName: '女性',
      telNumber: '09012345678',
      email: DEMO_ACCOUNTS.guardian,
      prefectureName: '東京都',
      city: '目黒区',
      notificationSettings: { chat: 1, unread_chat: 2, class_announcement: 0, class_reminder: 0, child_post: 1 },
    });
    expect(user.kids[0]).toMatchObject({
      firstName: '陽翔',
      firstNameKana: 'ハルト',
      genderName: '男性',
      schoolName: '目黒区立緑が丘小学校',
      schoolGradeName: '小学5年生',
    });
  });

  it('shows notification settings to role 6 only', async () => {
    const prospect = (await (await as(DEMO_ACCOUNTS.prospect)).get('/api/user')).json();
    expect(prospect).not.toHaveProperty('notificationSettings');
    const limited = (await (await as(DEMO_ACCOUNTS.limited)).get('/api/user')).json();
    expect(limited).not.toHaveProperty('notificationSettings');
  });

  it('saves a valid profile and the role-6 notification settings', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian2);
    const res = await b.request({
      method: 'POST',
      url: '/api/user',
      payload: {
        ...validProfile,
        lastName: '高橋',
        firstName: '健一',
        lastNameKana: 'タカハシ',
        firstNameKana: 'ケンイチ',
        genderId: 1,
        birthYear: 1982,
        email: DEMO_ACCOUNTS.guardian2,
        building: '吉祥寺レジデンス502',
        notificationSettings: { chat: 1, unread_chat: 1, class_announcement: 1, class_reminder: 0, child_post: 0 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ building: '吉祥寺レジデンス502', firstName: '健一' });
    const user = (await b.get('/api/user')).json();
    expect(user.notificationSettings).toEqual({
      chat: 1,
      unread_chat: 1,
      class_announcement: 1,
      class_reminder: 0,
      child_post: 0,
    });
    expect(user.telNumberBackup).toBeNull();
  });

  it('answers invalid input with 422 and Japanese messages per field, saving nothing', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const res = await b.request({
      method: 'POST',
      url: '/api/user',
      payload: { ...validProfile, lastName: '', lastNameKana: 'さとう', email: 'not-an-email', telNumber: '03-1234' },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.lastName).toEqual(['姓を入力してください。']);
    expect(errors.lastNameKana).toEqual(['セイはカタカナで入力してください。']);
    expect(errors.email).toEqual(['メールアドレスは name@example.com の形で入力してください。']);
    expect(errors.telNumber).toEqual(['電話番号は0から始まる10桁または11桁の数字を、ハイフンなしで入力してください。']);
    expect((await b.get('/api/user')).json().lastName).toBe('佐藤');
  });

  it('answers a body of the wrong shape with 422, not 500', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    for (const payload of [{ lastName: 5 }, { ...validProfile, notificationSettings: { chat: 7 } }, []]) {
      const res = await b.request({ method: 'POST', url: '/api/user', payload });
      expect(res.statusCode).toBe(422);
    }
  });

  // Issue 31 item 23: a name of only a zero-width space is no name; a right-to-left override would reorder what staff
  // read; a name typed in full-width letters is stored as read (NFKC).
  it('refuses invisible and control characters in a name, and stores a name normalised', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    for (const [field, value] of [
      ['lastName', '\u200b'],
      ['firstName', '花\u202e子'],
      ['lastNameKana', 'サトウ\u2066'],
    ] as const) {
      const res = await b.request({ method: 'POST', url: '/api/user', payload: { ...validProfile, [field]: value } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]?.[0]).toMatch(/使用できない文字/);
    }
    const english = await b.request(
      { method: 'POST', url: '/api/user', payload: { ...validProfile, lastName: '\u200b' } },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.json().errors.lastName).toEqual([expect.stringMatching(/cannot be used/)]);
    expect((await b.get('/api/user')).json().lastName).toBe('佐藤');
    const saved = await b.request({
      method: 'POST',
      url: '/api/user',
      payload: { ...validProfile, firstName: 'Ｈａｎａ' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await b.get('/api/user')).json().firstName).toBe('Hana');
  });

  it("refuses another account's email", async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const res = await b.request({
      method: 'POST',
      url: '/api/user',
      payload: { ...validProfile, email: DEMO_ACCOUNTS.guardian2 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([
      'このメールアドレスはご利用いただけません。別のメールアドレスを入力してください。',
    ]);
  });

  it('stores a real png, serves it to its owner only as an image, and deletes it', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const res = await upload(b, 'me.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const iconPath = res.json().data as string;
    expect(iconPath).toMatch(/^\/api\/user\/icon\/\d+$/);
    expect((await b.get('/api/user')).json().iconPath).toBe(iconPath);

    const icon = await b.get(iconPath);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded by the server (ADR 012): the same 1x1 picture, not the uploaded bytes.
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const other = await as(DEMO_ACCOUNTS.guardian2);
    expect((await other.get(iconPath)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: iconPath })).statusCode).toBe(401);

    const del = await b.request({ method: 'DELETE', url: '/api/user/icon' });
    expect(del.statusCode).toBe(200);
    expect((await b.get('/api/user')).json().iconPath).toBeNull();
    expect((await b.get(iconPath)).statusCode).toBe(404);
  });

  it('accepts a jpeg whatever its name, and replaces the previous icon', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian2);
    const first = (await upload(b, 'a.png', 'image/png', PNG)).json().data as string;
    const res = await upload(b, 'photo', 'application/octet-stream', JPEG);
    expect(res.statusCode).toBe(200);
    const second = res.json().data as string;
    expect((await b.get(second)).headers['content-type']).toBe('image/jpeg');
    expect((await b.get(first)).statusCode).toBe(404);
  });

  it('refuses a file named .png whose bytes are not an image, and a missing file', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(b, 'evil.png', 'image/png', html);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['PNGまたはJPEG形式の画像を選択してください']);
    expect((await b.get('/api/user')).json().iconPath).toBeNull();

    const gif = await upload(b, 'a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.statusCode).toBe(422);

    const empty = await b.request(
      { method: 'POST', url: '/api/user/icon', payload: { image: 'x' } },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('ファイルを選択してください');
  });

  it('refuses an image over 5 MB with a Japanese message', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(b, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('画像のサイズは5MB以内にしてください');
  });

  it('needs the XSRF token to change the profile or the icon', async () => {
    const b = await as(DEMO_ACCOUNTS.guardian);
    const res = await b.request({ method: 'DELETE', url: '/api/user/icon' }, { csrf: false });
    expect(res.statusCode).toBe(419);
  });
});
