import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushHeld, pushSubscriptions, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { quietUntil } from '../../services/push';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { decrypt, deviceKeys, pushReceiver } from '../../test/push-receiver';

/** A JST wall-clock time as a Date. */
const jst = (iso: string) => new Date(`${iso}+09:00`);

describe('Web Push: subscriptions, encryption, 410, settings and quiet hours (issue 34)', () => {
  let t: TestApp;
  let clock = jst('2026-11-24T14:00:00');
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  let staff: TestBrowser;
  let receiver: Awaited<ReturnType<typeof pushReceiver>>;
  let guardianId: number;
  let roomId: number;

  const subscribe = (b: TestBrowser, endpoint: string, device = deviceKeys()) =>
    b.request({
      method: 'POST',
      url: '/api/push/subscription',
      payload: { endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.authText } },
    });
  const unsubscribe = (b: TestBrowser, endpoint: string) =>
    b.request({ method: 'DELETE', url: '/api/push/subscription', payload: { endpoint } });
  const stored = () =>
    t.app.db
      .select({
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
      })
      .from(pushSubscriptions);
  const setChat = (chat: 0 | 1) =>
    t.app.db
      .update(users)
      .set({ notificationSettings: { chat, unread_chat: 0, class_announcement: 0, class_reminder: 0, child_post: 1 } })
      .where(eq(users.id, guardianId));
  const staffSays = async (content: string) => {
    const boundary = 'pushboundary';
    const payload = Buffer.from(
      `${[`senderType`, `chatRoomId`, `content`]
        .map(
          (k, i) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${['fs', roomId, content][i]}\r\n`,
        )
        .join('')}--${boundary}--\r\n`,
    );
    const res = await staff.request(
      { method: 'POST', url: '/api/guardianChat/message/send', payload },
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    );
    expect(res.statusCode).toBe(200);
    await t.app.push.settled();
  };

  /** Sets the clock and signs everyone in again (a jump of hours outlives the sessions' idle limit). */
  const at = async (iso: string) => {
    clock = jst(iso);
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    staff = new TestBrowser(t.app);
    await staff.ensureXsrf();
    const login = await staff.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  };

  beforeAll(async () => {
    receiver = await pushReceiver();
    t = await createTestApp({ PUSH_FLUSH_INTERVAL_SECONDS: '0' }, { seed: true, now: () => clock });
    await at('2026-11-24T14:00:00');
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
    guardianId = me?.id ?? 0;
    const room = await guardian.request({
      method: 'POST',
      url: '/api/guardianChat/room/findOrCreate',
      payload: { classroomNo: '1301' },
    });
    roomId = room.json().id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await at('2026-11-24T14:00:00');
    receiver.received.length = 0;
    await t.app.db.delete(pushSubscriptions);
    await t.app.db.delete(pushHeld);
  });

  it('gives a guardian the VAPID public key (a P-256 point) and quiet hours on by default; staff get none', async () => {
    const res = await guardian.get('/api/push');
    expect(res.statusCode).toBe(200);
    const { publicKey, quietHours } = res.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(quietHours).toBe(true);
    // The same pair on the next start: it is stored, not made anew.
    expect((await guardian2.get('/api/push')).json().data.publicKey).toBe(publicKey);
    expect((await staff.get('/api/push')).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get('/api/push')).statusCode).toBe(401);
  });

  it('stores a device, replaces it by its endpoint, removes only the own one, and refuses bad input in Japanese', async () => {
    const endpoint = `${receiver.origin}/device-a`;
    expect((await subscribe(guardian, endpoint)).statusCode).toBe(200);
    expect((await subscribe(guardian, `${receiver.origin}/device-b`)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(2);
    // The same endpoint again (new keys): replaced, not doubled.
    const renewed = deviceKeys();
    expect((await subscribe(guardian, endpoint, renewed)).statusCode).toBe(200);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.endpoint === endpoint)?.p256dh).toBe(renewed.p256dh);
    // Another family's guardian cannot remove it.
    expect((await unsubscribe(guardian2, endpoint)).statusCode).toBe(404);
    expect(await stored()).toHaveLength(2);
    expect((await unsubscribe(guardian, endpoint)).statusCode).toBe(200);
    expect((await stored()).map((r) => r.endpoint)).toEqual([`${receiver.origin}/device-b`]);
    // Not a push service's address, or keys that are no P-256 point: 422 with the catalogue's words.
    const http = await subscribe(guardian, 'http://push.example.com/x');
    expect(http.statusCode).toBe(422);
    expect(http.json().errors.endpoint).toEqual(['通知の送り先が正しくありません。']);
    const bad = await guardian.request({
      method: 'POST',
      url: '/api/push/subscription',
      payload: { endpoint: `${receiver.origin}/x`, keys: { p256dh: 'A'.repeat(87), auth: 'B'.repeat(22) } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('通知の暗号鍵が正しくありません。');
  });

  it('sends a classroom chat message encrypted per RFC 8291: the classroom, the first words and the room', async () => {
    await setChat(1);
    const device = deviceKeys();
    await subscribe(guardian, `${receiver.origin}/phone`, device);
    const started = Date.now();
    await staffSays('明日の授業は教室の工事のため、15時からに変更になります。よろしくお願いします。');
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.path).toBe('/phone');
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(got?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(decrypt(got?.body ?? Buffer.alloc(0), device))).toEqual({
      title: '自由が丘教室',
      body: '明日の授業は教室の工事のため、15時からに変更になります。よろしくお願いします。',
      url: `/chat/message?chatRoomId=${roomId}`,
      tag: `chat-${roomId}`,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The guardian's own message pushes nothing to anyone.
    await guardian.request(
      {
        method: 'POST',
        url: '/api/guardianChat/message/send',
        payload: Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="senderType"\r\n\r\nfc\r\n--b\r\nContent-Disposition: form-data; name="chatRoomId"\r\n\r\n${roomId}\r\n--b\r\nContent-Disposition: form-data; name="content"\r\n\r\n了解です\r\n--b--\r\n`,
        ),
      },
      { headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    );
    await t.app.push.settled();
    expect(receiver.received).toHaveLength(1);
  });

  it('sends nothing while the chat setting is off', async () => {
    await setChat(0);
    await subscribe(guardian, `${receiver.origin}/phone`);
    await staffSays('設定がオフのときは届きません');
    expect(receiver.received).toHaveLength(0);
  });

  it('forgets a subscription the push service answers 410 (or 404) for, and the chat send still succeeds', async () => {
    await setChat(1);
    await subscribe(guardian, `${receiver.origin}/gone`);
    receiver.answers.push(410);
    await staffSays('もう届かない端末');
    expect(receiver.received).toHaveLength(1);
    expect(await stored()).toHaveLength(0);
  });

  it('holds a push at 22:00 JST until 7:00 and sends it then; with quiet hours off it goes at once', async () => {
    await setChat(1);
    const device = deviceKeys();
    await subscribe(guardian, `${receiver.origin}/night`, device);
    await at('2026-11-24T22:30:00');
    await staffSays('夜のお知らせ');
    expect(receiver.received).toHaveLength(0);
    const [held] = await t.app.db.select().from(pushHeld);
    expect(held?.sendAfter.toISOString()).toBe(jst('2026-11-25T07:00:00').toISOString());
    clock = jst('2026-11-25T06:59:00');
    expect(await t.app.push.flush()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    await at('2026-11-25T07:00:00');
    expect(await t.app.push.flush()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(decrypt(receiver.received[0]?.body ?? Buffer.alloc(0), device)).body).toBe('夜のお知らせ');
    // The guardian turns quiet hours off: the next night message goes at once.
    const off = await guardian.request({
      method: 'POST',
      url: '/api/push/quiet-hours',
      payload: { quietHours: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await guardian.get('/api/push')).json().data.quietHours).toBe(false);
    clock = jst('2026-11-25T07:30:00');
    await staffSays('朝のうちに');
    expect(receiver.received).toHaveLength(2);
    await at('2026-11-25T23:00:00');
    await staffSays('すぐ届く');
    expect(receiver.received).toHaveLength(3);
    await guardian.request({ method: 'POST', url: '/api/push/quiet-hours', payload: { quietHours: true } });
  });

  it('removes this device at sign-out, and keeps the other device of the same guardian', async () => {
    const other = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    await subscribe(guardian, `${receiver.origin}/this`);
    await subscribe(other, `${receiver.origin}/other`);
    expect((await other.logout()).statusCode).toBe(302);
    expect((await stored()).map((r) => r.endpoint)).toEqual([`${receiver.origin}/this`]);
  });
});

describe('quiet hours (21:00-7:00 JST)', () => {
  it('end at 7:00 JST the next morning from the evening, the same morning after midnight, and not by day', () => {
    expect(quietUntil(jst('2026-11-24T21:00:00'))?.toISOString()).toBe(jst('2026-11-25T07:00:00').toISOString());
    expect(quietUntil(jst('2026-11-25T03:10:00'))?.toISOString()).toBe(jst('2026-11-25T07:00:00').toISOString());
    expect(quietUntil(jst('2026-11-25T07:00:00'))).toBeNull();
    expect(quietUntil(jst('2026-11-25T20:59:00'))).toBeNull();
  });
});
