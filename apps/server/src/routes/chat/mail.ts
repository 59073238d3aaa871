import { chatDigestPeriod } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { chatMails, chatMessages, chatRooms, classrooms, users } from '../../db/schema';
import type { Mail, Mailer } from '../../services/mail';

/** A message older than this is never mailed one by one: a job that was down does not flood anyone. */
export const CHAT_MAIL_LOOKBACK_MS = 24 * 3_600_000;
/** Mails one run sends at most; the rest go on the next run. */
const BATCH = 500;

const setting = (name: 'chat' | 'unread_chat') => sql<number | null>`(${users.notificationSettings} ->> ${name})::int`;

/** A member guardian (role 6, spec 1 §6: chat belongs to members) of the room's family. */
const memberOfRoom = and(eq(users.familyId, chatRooms.familyId), eq(users.kind, 'guardian'), eq(users.role, 6));

/** A classroom message the family has not read, standing (not deleted) and already sent at `now`. */
const unreadClassroomMessage = (now: Date) =>
  sql`${chatMessages.senderType} = 'fc' and ${chatMessages.deletedAt} is null
    and ${chatMessages.sentAt} <= ${now}
    and (${chatRooms.guardianReadAt} is null or ${chatMessages.sentAt} > ${chatRooms.guardianReadAt})`;

export type ChatMailRun = { messageMails: number; digests: number; failed: number };

/**
 * Spec 1 §4 notification settings for chat: `chat` 1 mails each classroom message the guardian has not
 * read yet; `unread_chat` 1 or 2 mails a digest of the unread classroom messages at most once every two
 * hours or once a day. Each mail is claimed in `chat_mails` before it is sent (the unique key stops a
 * second mail, also from another instance) and released again when the mail server refuses it, so the
 * next run retries.
 */
export class ChatMailJob {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(now: Date): Promise<ChatMailRun> {
    const run: ChatMailRun = { messageMails: 0, digests: 0, failed: 0 };
    await this.eachMessage(now, run);
    await this.digests(now, run);
    return run;
  }

  private async eachMessage(now: Date, run: ChatMailRun) {
    const since = new Date(now.getTime() - CHAT_MAIL_LOOKBACK_MS);
    const due = await this.db
      .select({
        userId: users.id,
        email: users.email,
        messageId: chatMessages.id,
        classroomName: classrooms.name,
      })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .innerJoin(classrooms, eq(classrooms.id, chatRooms.classroomId))
      .innerJoin(users, memberOfRoom)
      .where(
        and(
          unreadClassroomMessage(now),
          sql`${chatMessages.sentAt} > ${since}`,
          sql`${setting('chat')} = 1`,
          sql`not exists (select 1 from ${chatMails} where ${chatMails.userId} = ${users.id}
            and ${chatMails.kind} = 'message' and ${chatMails.periodKey} = ${chatMessages.id}::text)`,
        ),
      )
      .orderBy(chatMessages.id)
      .limit(BATCH);
    for (const row of due) {
      await this.claimAndSend(
        { userId: row.userId, kind: 'message', periodKey: String(row.messageId), upTo: row.messageId, count: 1 },
        now,
        messageMail(row.email, row.classroomName),
        run,
      );
    }
  }

  private async digests(now: Date, run: ChatMailRun) {
    // What no earlier digest of this guardian counted: the newest message id each digest covered.
    const covered = sql`coalesce((select max(${chatMails.upToMessageId}) from ${chatMails}
      where ${chatMails.userId} = ${users.id} and ${chatMails.kind} = 'digest'), 0)`;
    const rows = await this.db
      .select({
        userId: users.id,
        email: users.email,
        frequency: setting('unread_chat'),
        classroomNo: classrooms.classroomNo,
        classroomName: classrooms.name,
        count: sql<number>`count(${chatMessages.id})::int`,
        upTo: sql<number>`max(${chatMessages.id})::int`,
      })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .innerJoin(classrooms, eq(classrooms.id, chatRooms.classroomId))
      .innerJoin(users, memberOfRoom)
      .where(
        and(
          unreadClassroomMessage(now),
          sql`${setting('unread_chat')} in (1, 2)`,
          sql`${chatMessages.id} > ${covered}`,
        ),
      )
      .groupBy(users.id, users.email, classrooms.classroomNo, classrooms.name)
      .orderBy(users.id, classrooms.classroomNo);
    const byUser = new Map<number, typeof rows>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const [userId, lines] of byUser) {
      const first = lines[0];
      const period = chatDigestPeriod(first?.frequency ?? undefined, now);
      if (!first || !period) continue;
      const upTo = Math.max(...lines.map((l) => l.upTo));
      const count = lines.reduce((sum, l) => sum + l.count, 0);
      await this.claimAndSend(
        { userId, kind: 'digest', periodKey: period, upTo, count },
        now,
        digestMail(
          first.email,
          lines.map((l) => ({ classroomName: l.classroomName, count: l.count })),
          first.frequency === 1 ? 'twoHours' : 'daily',
        ),
        run,
      );
    }
  }

  private async claimAndSend(
    claim: { userId: number; kind: 'message' | 'digest'; periodKey: string; upTo: number; count: number },
    now: Date,
    mail: Mail,
    run: ChatMailRun,
  ) {
    const [claimed] = await this.db
      .insert(chatMails)
      .values({
        userId: claim.userId,
        kind: claim.kind,
        periodKey: claim.periodKey,
        upToMessageId: claim.upTo,
        messageCount: claim.count,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: chatMails.id });
    if (!claimed) return; // this period's digest (or this message's mail) has gone already
    try {
      await this.mailer.send(mail);
      if (claim.kind === 'message') run.messageMails++;
      else run.digests++;
    } catch (error) {
      run.failed++;
      await this.db.delete(chatMails).where(eq(chatMails.id, claimed.id));
      this.log.warn({ err: error, userId: claim.userId, kind: claim.kind }, 'chat mail not sent; retried next run');
    }
  }
}

/** How to reach the messages, and which setting sent the mail (so the guardian can turn it off). */
const footer = (setting: string) => [
  'マイページにログインし、「教室へのチャット」からご確認ください。',
  '',
  `このメールは、メール通知の設定（${setting}）に基づいてお送りしています。`,
  '設定はマイページのプロフィールから変更できます。',
  '',
  'まなびポータル',
];

/** Setting chat 1: one classroom message. The text stays on the portal; the mail only says it came. */
export function messageMail(to: string, classroomName: string): Mail {
  return {
    to,
    subject: `【まなびポータル】${classroomName}からチャットのメッセージが届きました`,
    text: [
      '保護者さま',
      '',
      `${classroomName}から、教室へのチャットにメッセージが届きました。`,
      '',
      ...footer('チャットの新着メッセージ'),
    ].join('\n'),
  };
}

/** Setting unread_chat 1 or 2: the classroom messages not read yet, by classroom. */
export function digestMail(
  to: string,
  lines: { classroomName: string; count: number }[],
  frequency: 'twoHours' | 'daily',
): Mail {
  const when = frequency === 'twoHours' ? '2時間ごと' : '1日1回';
  return {
    to,
    subject: '【まなびポータル】教室へのチャットに未読のメッセージがあります',
    text: [
      '保護者さま',
      '',
      '教室へのチャットに、まだお読みになっていないメッセージがあります。',
      '',
      ...lines.map((l) => `・${l.classroomName}：${l.count}件`),
      '',
      ...footer(`未読チャットのお知らせ：${when}`),
    ].join('\n'),
  };
}
