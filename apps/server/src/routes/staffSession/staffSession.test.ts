import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { DEMO_COLLEAGUES } from '../../db/seed/staff-team';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';

type Published = { channels: string[]; event: string; data: object };

describe('the staff session and the staff side of the live chat counts (issue 33, ADR 044)', () => {
  let t: TestApp;
  let guardian: TestBrowser;
  let staff: TestBrowser;
  let colleague: TestBrowser;
  const published: Published[] = [];

  const staffSignIn = async (email: string) => {
    const b = new TestBrowser(t.app);
    await b.ensureXsrf();
    const res = await b.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return b;
  };
  const sessionOf = async (b: TestBrowser) => {
    const res = await b.get('/api/staff/session');
    expect(res.statusCode).toBe(200);
    return res.json() as {
      id: number;
      name: string;
      classrooms: { id: number; classroomNo: string; name: string; role: string }[];
    };
  };
  const send = (b: TestBrowser, chatRoomId: number, content: string) => {
    const boundary = 'ss';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="chatRoomId"\r\n\r\n${chatRoomId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    return b.request(
      { method: 'POST', url: '/api/guardianChat/message/send', payload },
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    );
  };
  const unreadOf = async (b: TestBrowser, roomId: number) => {
    const rooms = (await b.get('/api/staff/chat/rooms')).json() as {
      data: { id: number; unreadCount: number }[];
    };
    return { order: rooms.data.map((r) => r.id), unread: rooms.data.find((r) => r.id === roomId)?.unreadCount };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    t.app.realtime.publish = async (channel, event, data, socketId) => {
      published.push({ channels: [channel].flat(), event, data });
      return publish(channel, event, data, socketId);
    };
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    staff = await staffSignIn(DEMO_ACCOUNTS.staff);
    colleague = await staffSignIn(DEMO_COLLEAGUES.colleague);
  });
  afterAll(() => t.close());

  it('answers the staff member with their classrooms and their role in each', async () => {
    const owner = await sessionOf(staff);
    expect(owner.name).toBe('山本 大輔');
    expect(owner.classrooms).toEqual([
      expect.objectContaining({ classroomNo: '1301', name: '自由が丘教室', role: 'owner' }),
      expect.objectContaining({ classroomNo: '1402', name: '武蔵小杉教室', role: 'owner' }),
    ]);
    const other = await sessionOf(colleague);
    expect(other).toMatchObject({ name: '中村 美咲', classrooms: [{ classroomNo: '1301', role: 'staff' }] });
    expect(other.id).not.toBe(owner.id);
  });

  it('refuses a guardian’s session with 403 and no session with 401', async () => {
    const refused = await guardian.get('/api/staff/session');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'このページは教室スタッフ専用です。' });
    expect((await new TestBrowser(t.app).get('/api/staff/session')).statusCode).toBe(401);
  });

  it('tells each staff member of the classroom on their own channel when a guardian writes, and when staff read', async () => {
    const ownerId = (await sessionOf(staff)).id;
    const colleagueId = (await sessionOf(colleague)).id;
    const roomId = (
      await guardian.request({
        method: 'POST',
        url: '/api/guardianChat/room/findOrCreate',
        payload: { classroomNo: '1301' },
      })
    ).json().id as number;
    await staff.request({ method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId: roomId } });
    expect((await unreadOf(staff, roomId)).unread).toBe(0);

    published.length = 0;
    const sent = await send(guardian, roomId, '明日の授業を欠席します。');
    expect(sent.statusCode).toBe(200);
    const toStaff = published.find((p) => p.event === 'unread.changed');
    expect(toStaff?.data).toEqual({ roomId });
    expect(new Set(toStaff?.channels)).toEqual(new Set([`private-user.${ownerId}`, `private-user.${colleagueId}`]));
    // The room now leads the list with the message unread.
    expect(await unreadOf(staff, roomId)).toEqual({ order: expect.arrayContaining([roomId]), unread: 1 });
    expect((await unreadOf(staff, roomId)).order[0]).toBe(roomId);

    published.length = 0;
    await colleague.request({ method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId: roomId } });
    expect(published.filter((p) => p.event === 'unread.changed').flatMap((p) => p.channels)).toEqual(
      expect.arrayContaining([`private-user.${ownerId}`]),
    );
    expect((await unreadOf(staff, roomId)).unread).toBe(0);
    // Opening a room already read tells nobody.
    published.length = 0;
    await staff.request({ method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId: roomId } });
    expect(published).toEqual([]);
  });

  it('signs a staff member’s own channel for them alone', async () => {
    const ownerId = (await sessionOf(staff)).id;
    const auth = (b: TestBrowser) =>
      b.request(
        {
          method: 'POST',
          url: '/broadcasting/auth',
          payload: new URLSearchParams({ socket_id: '1.2', channel_name: `private-user.${ownerId}` }).toString(),
        },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      );
    expect((await auth(staff)).statusCode).toBe(200);
    expect((await auth(colleague)).statusCode).toBe(403);
    expect((await auth(guardian)).statusCode).toBe(403);
  });
});
