import type { AddressInfo } from 'node:net';
import { jstDate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMails, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';

type Received = { to: string[]; subject: string; text: string };

/** Reads a mail as a mail client shows it: encoded-word subject, base64 or quoted-printable body. */
function readMail(raw: string, to: string[]): Received {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const words = (value: string) =>
    value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const body = rest.join('\n\n');
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(body.replace(/=\r?\n/g, ''))
        : body;
  return { to, subject, text: text.replace(/\r\n/g, '\n') };
}
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

describe('chat mail job: each message (chat 1) and the unread digest (unread_chat 1, 2), over real SMTP', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  let clock = jstDate(2026, 11, 24, 20, 10);
  let staff: TestBrowser;
  let guardian: TestBrowser;
  let roomId: number;
  let refuseNext = 0;
  const inbox: Received[] = [];

  const settings = async (values: Record<string, number>) => {
    await t.app.db
      .update(users)
      .set({
        notificationSettings: {
          chat: 0,
          unread_chat: 0,
          class_announcement: 0,
          class_reminder: 0,
          child_post: 1,
          ...values,
        },
      })
      .where(eq(users.email, DEMO_ACCOUNTS.guardian));
  };
  const staffSends = async (content: string) => {
    // A minute on: a message sent at the very instant of the last read would count as read.
    clock = new Date(clock.getTime() + 60_000);
    const boundary = 'mail';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="chatRoomId"\r\n\r\n${roomId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="senderType"\r\n\r\nfc\r\n--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    const res = await staff.request(
      { method: 'POST', url: '/api/guardianChat/message/send', payload },
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    );
    expect(res.statusCode).toBe(200);
  };
  const at = (date: Date) => {
    clock = date;
    return t.app.chatMail.runOnce(date);
  };
  // The room on screen: the portal posts the read (reading the messages alone marks nothing).
  const read = async () =>
    expect(
      (
        await guardian.request({
          method: 'POST',
          url: '/api/guardianChat/message/read',
          payload: { chatRoomId: roomId },
        })
      ).statusCode,
    ).toBe(200);

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          if (refuseNext > 0) {
            refuseNext--;
            return done(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
          }
          inbox.push(
            readMail(
              data,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        CHAT_MAIL_INTERVAL_SECONDS: '0',
        // The clock runs over days here; the sessions stay signed in.
        SESSION_IDLE_MINUTES: '100000',
        SESSION_ABSOLUTE_HOURS: '10000',
      },
      { seed: true, now: () => clock },
    );
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    staff = new TestBrowser(t.app);
    await staff.ensureXsrf();
    await staff.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    roomId = (
      await guardian.request({
        method: 'POST',
        url: '/api/guardianChat/room/findOrCreate',
        payload: { classroomNo: '1301' },
      })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });
  beforeEach(async () => {
    // Every case starts with nothing unread and nothing in the inbox.
    await settings({});
    await read();
    inbox.length = 0;
  });

  it('sends nothing to a guardian who asked for no chat mail', async () => {
    await staffSends('体験授業のご案内をお送りします。');
    expect(await at(jstDate(2026, 11, 24, 20, 20))).toEqual({ messageMails: 0, digests: 0, failed: 0 });
    expect(inbox).toEqual([]);
  });

  it('chat 1: one mail per classroom message not read yet, never twice, none once it is read', async () => {
    await settings({ chat: 1 });
    await staffSends('明日の授業は15時からです。');
    await at(jstDate(2026, 11, 24, 20, 30));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.to).toEqual([DEMO_ACCOUNTS.guardian]);
    expect(inbox[0]?.subject).toBe('【まなびポータル】自由が丘教室からチャットのメッセージが届きました');
    expect(inbox[0]?.text).toContain('保護者さま');
    expect(inbox[0]?.text).toContain('「教室へのチャット」からご確認ください。');
    expect(inbox[0]?.text).toContain('メール通知の設定（チャットの新着メッセージ）');
    // The message itself stays on the portal.
    expect(inbox[0]?.text).not.toContain('15時');

    await at(jstDate(2026, 11, 24, 20, 35));
    expect(inbox).toHaveLength(1);

    // Only fetched, by a link from another site or a prefetch: still unread, so still mailed.
    await staffSends('上履きをお忘れなく。');
    expect((await guardian.get(`/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian`)).statusCode).toBe(
      200,
    );
    await at(jstDate(2026, 11, 24, 20, 37));
    expect(inbox).toHaveLength(2);

    // Read in the portal before the next run: no mail about it.
    await staffSends('持ち物は筆記用具です。');
    await read();
    await at(jstDate(2026, 11, 24, 20, 40));
    expect(inbox).toHaveLength(2);
  });

  it('unread_chat 1: at most one digest every two hours, each counting only what no digest counted', async () => {
    await settings({ unread_chat: 1 });
    await staffSends('発表会の日程が決まりました。');
    await staffSends('詳しくはお知らせをご覧ください。');
    expect(await at(jstDate(2026, 11, 24, 20, 50))).toMatchObject({ digests: 1 });
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.subject).toBe('【まなびポータル】教室へのチャットに未読のメッセージがあります');
    expect(inbox[0]?.text).toContain('・自由が丘教室：2件');
    expect(inbox[0]?.text).toContain('メール通知の設定（未読チャットのお知らせ：2時間ごと）');

    // Another message in the same two hours waits for the next period.
    await staffSends('会場は教室の2階です。');
    await at(jstDate(2026, 11, 24, 21, 30));
    expect(inbox).toHaveLength(1);
    await at(jstDate(2026, 11, 24, 22, 5));
    expect(inbox).toHaveLength(2);
    expect(inbox[1]?.text).toContain('・自由が丘教室：1件');
    // Still unread, but every message has been told: no third mail.
    await at(jstDate(2026, 11, 25, 0, 5));
    expect(inbox).toHaveLength(2);
  });

  it('unread_chat 2: one digest a day, the day starting at 08:00 in Japan', async () => {
    await settings({ unread_chat: 2 });
    clock = jstDate(2026, 11, 25, 9, 0);
    await staffSends('来月の時間割をお送りします。');
    await at(jstDate(2026, 11, 25, 9, 5));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.text).toContain('未読チャットのお知らせ：1日1回');
    clock = jstDate(2026, 11, 25, 10, 0);
    await staffSends('ご確認をお願いします。');
    await at(jstDate(2026, 11, 25, 18, 0));
    await at(jstDate(2026, 11, 26, 7, 59));
    expect(inbox).toHaveLength(1);
    await at(jstDate(2026, 11, 26, 8, 0));
    expect(inbox).toHaveLength(2);
    expect(inbox[1]?.text).toContain('・自由が丘教室：1件');
  });

  it('a mail the SMTP server refuses is sent on the next run, once', async () => {
    await settings({ chat: 1 });
    clock = jstDate(2026, 11, 26, 9, 0);
    await staffSends('振替授業のご案内です。');
    refuseNext = 1;
    expect(await at(jstDate(2026, 11, 26, 9, 5))).toMatchObject({ messageMails: 0, failed: 1 });
    expect(inbox).toHaveLength(0);
    expect(await at(jstDate(2026, 11, 26, 9, 10))).toMatchObject({ messageMails: 1, failed: 0 });
    await at(jstDate(2026, 11, 26, 9, 15));
    expect(inbox).toHaveLength(1);
  });
});

describe('chat mail job on its interval', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('runs by itself inside the server, on the app’s clock', async () => {
    const now = jstDate(2026, 11, 24, 20, 10);
    t = await createTestApp({ CHAT_MAIL_INTERVAL_SECONDS: '1' }, { seed: true, now: () => now });
    await t.app.db
      .update(users)
      .set({
        notificationSettings: { chat: 0, unread_chat: 2, class_announcement: 0, class_reminder: 0, child_post: 1 },
      })
      .where(eq(users.email, DEMO_ACCOUNTS.guardian));
    // The demo's unread classroom reply: the interval's run sends its digest (and records it).
    const deadline = Date.now() + 5_000;
    let sent = 0;
    while (Date.now() < deadline && sent === 0) {
      await new Promise((r) => setTimeout(r, 200));
      sent = (await t.app.db.select().from(chatMails)).length;
    }
    expect(sent).toBe(1);
  });
});
