import { jstIsoDate, jstParts } from '@portal/domain';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../db/client';
import {
  absenceReports,
  announcements,
  chatMessages,
  chatRooms,
  classrooms,
  enrolments,
  information,
  kids,
  lessonRecords,
  lessons,
  membershipApplications,
  pushHeld,
  pushPreferences,
  pushSubscriptions,
  serverKeys,
  users,
} from '../db/schema';
import { wordsIn } from '../wording';
import { sha256 } from './sessions';

/** Exactly what a notification shows (issue 34): nothing else of the family's data leaves in a push. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushConfig = {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: both or neither; neither means a pair generated once and stored. */
  publicKey: string | undefined;
  privateKey: string | undefined;
  /** VAPID_SUBJECT: the mailto: or https: address a push service may contact about our sends. */
  subject: string;
  /** How often held pushes are looked at (PUSH_FLUSH_INTERVAL_SECONDS, default 60; 0 turns the job off). */
  flushIntervalMs: number;
  /** Outside production a subscription may name a plain-HTTP loopback endpoint (the tests' push receiver). */
  allowLoopbackHttp: boolean;
};

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Quiet hours, JST (UTC+9, no daylight saving): 21:00 up to 7:00 the next morning. */
export const QUIET_HOURS = { from: 21, until: 7 } as const;
const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Whether `at` falls in quiet hours; when it does, the moment they end (7:00 JST). */
export function quietUntil(at: Date): Date | null {
  const shifted = at.getTime() + JST_MS;
  const hour = new Date(shifted).getUTCHours();
  if (hour < QUIET_HOURS.from && hour >= QUIET_HOURS.until) return null;
  const dayStart = shifted - (shifted % DAY_MS);
  const morning = dayStart + QUIET_HOURS.until * 3_600_000 + (hour >= QUIET_HOURS.from ? DAY_MS : 0);
  return new Date(morning - JST_MS);
}

const words = wordsIn('ja');
const BODY_LIMIT = 80;

/** The first words of a message: one line, cut at BODY_LIMIT characters with an ellipsis. */
export function firstWords(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > BODY_LIMIT ? `${chars.slice(0, BODY_LIMIT - 1).join('')}…` : line;
}

type Delivery = { method: string; headers: Record<string, string | number>; body: Buffer | null; endpoint: string };

/**
 * Web Push (issue 34, ADR 055): each guardian's devices, the VAPID key pair, the sends of the portal's events and
 * the pushes held by quiet hours. web-push encrypts (RFC 8291, aes128gcm) and signs (RFC 8292); the request goes
 * out through fetch with a time limit. Every event send is fire and forget: `later` never throws into the request
 * that caused it, and a push service's 404 or 410 forgets that subscription.
 */
export class PushService {
  private pending = new Set<Promise<void>>();

  private constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly vapid: { publicKey: string; privateKey: string; subject: string },
    private readonly allowLoopbackHttp: boolean,
  ) {}

  /** The configured key pair, else the one stored in the database, else a new one stored there (first start). */
  static async create(db: Database, now: () => Date, log: FastifyBaseLogger, config: PushConfig) {
    let pair =
      config.publicKey && config.privateKey ? { publicKey: config.publicKey, privateKey: config.privateKey } : null;
    if (!pair) {
      const made = webpush.generateVAPIDKeys();
      // Two servers starting at once on one database keep whichever pair was stored first.
      await db
        .insert(serverKeys)
        .values({ name: 'vapid', publicKey: made.publicKey, privateKey: made.privateKey })
        .onConflictDoNothing();
      const [stored] = await db
        .select({ publicKey: serverKeys.publicKey, privateKey: serverKeys.privateKey })
        .from(serverKeys)
        .where(eq(serverKeys.name, 'vapid'));
      pair = stored ?? made;
    }
    return new PushService(db, now, log, { ...pair, subject: config.subject }, config.allowLoopbackHttp);
  }

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Whether an endpoint may be stored: https, or loopback http outside production. */
  acceptsEndpoint(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.protocol === 'https:') return true;
    return (
      this.allowLoopbackHttp && url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    );
  }

  /**
   * Stores this device's subscription for the user, or replaces the one with the same endpoint (a browser that
   * renewed its keys, or a device signed in as someone else now: the endpoint is the device's, the user the last).
   */
  async subscribe(userId: number, sessionId: string | undefined, input: PushSubscriptionInput): Promise<void> {
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      sessionHash: sessionId ? sha256(sessionId) : null,
    };
    await this.db
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: this.now() })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: this.now() } });
  }

  /** Removes the user's own subscription of that endpoint; false when the user has none (someone else's stays). */
  async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
    const gone = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /** Sign-out: the device whose session ends stops receiving the user's pushes. */
  async forgetSession(sessionId: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionHash, sha256(sessionId)));
  }

  async quietHours(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ quietHours: pushPreferences.quietHours })
      .from(pushPreferences)
      .where(eq(pushPreferences.userId, userId));
    return row?.quietHours ?? true;
  }

  async setQuietHours(userId: number, quietHours: boolean): Promise<void> {
    await this.db
      .insert(pushPreferences)
      .values({ userId, quietHours })
      .onConflictDoUpdate({ target: pushPreferences.userId, set: { quietHours } });
  }

  /** Runs a send after the response, never failing or slowing the request that caused it. */
  later(what: string, send: () => Promise<void>): void {
    const run = Promise.resolve()
      .then(send)
      .catch((error: unknown) => this.log.error({ err: error, what }, 'a push could not be sent'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Waits for the sends `later` started (tests; the server's close). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Sends the payload to every device of the users, or holds it until 7:00 JST for those whose quiet hours are on
   * when it is 21:00-7:00. A user without a subscription costs nothing.
   */
  async notify(userIds: number[], payload: PushPayload): Promise<void> {
    if (userIds.length === 0) return;
    const subscribed = await this.db
      .selectDistinct({ userId: pushSubscriptions.userId, quietHours: pushPreferences.quietHours })
      .from(pushSubscriptions)
      .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
      .where(inArray(pushSubscriptions.userId, userIds));
    const until = quietUntil(this.now());
    const held = until ? subscribed.filter((s) => s.quietHours !== false) : [];
    const now = subscribed.filter((s) => !held.includes(s));
    if (held.length > 0 && until) {
      // One held push per user and tag: the newer one replaces the older (as the notification itself would).
      await this.db.delete(pushHeld).where(
        and(
          inArray(
            pushHeld.userId,
            held.map((s) => s.userId),
          ),
          sql`${pushHeld.payload} ->> 'tag' = ${payload.tag}`,
        ),
      );
      await this.db.insert(pushHeld).values(held.map((s) => ({ userId: s.userId, payload, sendAfter: until })));
    }
    await this.deliver(
      now.map((s) => s.userId),
      payload,
    );
  }

  /** Sends what quiet hours held and whose time has come (the push job, every minute). */
  async flush(): Promise<number> {
    const due = await this.db
      .delete(pushHeld)
      .where(lte(pushHeld.sendAfter, this.now()))
      .returning({ userId: pushHeld.userId, payload: pushHeld.payload });
    for (const held of due) {
      if (!(await this.stillShown(held.payload.tag))) continue;
      await this.deliver([held.userId], held.payload);
    }
    return due.length;
  }

  /** A held announcement or information withdrawn (or made a draft again) before morning is not pushed. */
  private async stillShown(tag: string): Promise<boolean> {
    const match = /^(announcement|information)-(\d+)$/.exec(tag);
    if (!match) return true;
    const table = match[1] === 'announcement' ? announcements : information;
    const [row] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.id, Number(match[2])),
          eq(table.draft, false),
          isNull(table.withdrawnAt),
          lte(table.publishedAt, this.now()),
        ),
      );
    return row !== undefined;
  }

  private async deliver(userIds: number[], payload: PushPayload): Promise<void> {
    if (userIds.length === 0) return;
    const subscriptions = await this.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
    const body = JSON.stringify(payload);
    await Promise.all(
      subscriptions.map(async (s) => {
        const details = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          body,
          {
            vapidDetails: this.vapid,
            TTL: 24 * 3600,
            urgency: 'normal',
            // One notification per tag waits at the push service: a newer one replaces the older (RFC 8030 §5.4).
            topic: topicOf(payload.tag),
            contentEncoding: 'aes128gcm',
          },
        ) as Delivery;
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          // The browser unsubscribed or the subscription expired: the push service will never take it again.
          await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          this.log.info({ subscription: s.id, status: response.status }, 'push subscription gone');
        } else if (!response.ok) {
          this.log.warn({ subscription: s.id, status: response.status }, 'push refused by the push service');
        } else {
          await this.db.update(pushSubscriptions).set({ lastUsedAt: this.now() }).where(eq(pushSubscriptions.id, s.id));
        }
      }),
    );
  }

  // ---- The events that push (ADR 055) ----

  private async familyGuardians(familyIds: number[]) {
    if (familyIds.length === 0) return [];
    return this.db
      .select({ id: users.id, role: users.role, settings: users.notificationSettings })
      .from(users)
      .where(and(eq(users.kind, 'guardian'), inArray(users.familyId, familyIds)));
  }

  /** A message from the classroom: the guardians of the family whose `chat` setting is on. */
  async chatMessage(messageId: number): Promise<void> {
    const [row] = await this.db
      .select({
        roomId: chatRooms.id,
        familyId: chatRooms.familyId,
        classroom: classrooms.name,
        content: chatMessages.content,
      })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .innerJoin(classrooms, eq(classrooms.id, chatRooms.classroomId))
      .where(eq(chatMessages.id, messageId));
    if (!row) return;
    const guardians = (await this.familyGuardians([row.familyId])).filter((g) => g.settings?.chat === 1);
    await this.notify(
      guardians.map((g) => g.id),
      {
        title: row.classroom,
        body: row.content.trim() ? firstWords(row.content) : words('push.chatAttachment'),
        url: `/chat/message?chatRoomId=${row.roomId}`,
        tag: `chat-${row.roomId}`,
      },
    );
  }

  /**
   * An important announcement or information, once published: the member guardians of the classroom's families
   * whose class_announcement setting is on. A scheduled one waits (held) until it is published.
   */
  async news(kind: 'announcement' | 'information', id: number): Promise<void> {
    const table = kind === 'announcement' ? announcements : information;
    const [item] = await this.db
      .select({
        title: table.title,
        important: table.important,
        draft: table.draft,
        withdrawnAt: table.withdrawnAt,
        publishedAt: table.publishedAt,
        classroomId: table.classroomId,
        classroom: classrooms.name,
      })
      .from(table)
      .leftJoin(classrooms, eq(classrooms.id, table.classroomId))
      .where(eq(table.id, id));
    if (!item?.important || item.draft || item.withdrawnAt || item.classroomId === null) return;
    const today = jstIsoDate(this.now());
    const families = await this.db
      .selectDistinct({ familyId: kids.familyId })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .where(
        and(
          eq(enrolments.classroomId, item.classroomId),
          lte(enrolments.startedOn, today),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
        ),
      );
    const guardians = (await this.familyGuardians(families.map((f) => f.familyId))).filter(
      (g) => g.role === 6 && g.settings?.class_announcement === 1,
    );
    const payload: PushPayload = {
      title: words(kind === 'announcement' ? 'push.announcementTitle' : 'push.informationTitle', {
        classroom: item.classroom ?? '',
      }),
      body: firstWords(item.title),
      url:
        kind === 'announcement'
          ? `/announcement/detail?announcementsId=${id}`
          : `/information/detail?informationsId=${id}`,
      tag: `${kind}-${id}`,
    };
    if (item.publishedAt > this.now()) {
      // Scheduled: held until its publication (and checked again then); quiet hours apply at that moment.
      const userIds = guardians.map((g) => g.id);
      if (userIds.length === 0) return;
      await this.db
        .delete(pushHeld)
        .where(and(inArray(pushHeld.userId, userIds), sql`${pushHeld.payload} ->> 'tag' = ${payload.tag}`));
      const at = quietUntil(item.publishedAt) ?? item.publishedAt;
      await this.db.insert(pushHeld).values(userIds.map((userId) => ({ userId, payload, sendAfter: at })));
      return;
    }
    await this.notify(
      guardians.map((g) => g.id),
      payload,
    );
  }

  /** The membership application's final check opened, or the application completed: the family's guardians. */
  async membershipStep(applicationId: number, step: 'finalCheck' | 'complete'): Promise<void> {
    const [row] = await this.db
      .select({ familyId: membershipApplications.familyId, classroom: classrooms.name })
      .from(membershipApplications)
      .innerJoin(classrooms, eq(classrooms.id, membershipApplications.classroomId))
      .where(eq(membershipApplications.id, applicationId));
    if (!row?.familyId) return;
    const guardians = await this.familyGuardians([row.familyId]);
    await this.notify(
      guardians.map((g) => g.id),
      {
        title: row.classroom,
        body: words(step === 'finalCheck' ? 'push.membershipFinalCheck' : 'push.membershipComplete'),
        url: step === 'finalCheck' ? '/online_apply/list' : '/apply/print',
        tag: `membership-${applicationId}`,
      },
    );
  }

  /** The classroom's comment on a lesson record: the member guardians whose child_post setting is on. */
  async lessonRecordComment(recordId: number): Promise<void> {
    const [row] = await this.db
      .select({
        familyId: kids.familyId,
        firstName: kids.firstName,
        comment: lessonRecords.lecturerComment,
        classroom: classrooms.name,
      })
      .from(lessonRecords)
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .leftJoin(classrooms, eq(classrooms.id, lessonRecords.classroomId))
      .where(eq(lessonRecords.id, recordId));
    if (!row?.comment?.trim()) return;
    const guardians = (await this.familyGuardians([row.familyId])).filter(
      (g) => g.role === 6 && (g.settings?.child_post ?? 1) === 1,
    );
    await this.notify(
      guardians.map((g) => g.id),
      {
        title: row.classroom ?? words('push.lessonRecordTitle'),
        body: words('push.lessonRecordComment', { name: row.firstName }),
        url: `/lessonRecord/detail?id=${recordId}`,
        tag: `lesson-record-${recordId}`,
      },
    );
  }

  /** An absence report confirmed or refused: the family's guardians whose class_reminder setting is on. */
  async absenceAnswered(reportId: number): Promise<void> {
    const [row] = await this.db
      .select({
        status: absenceReports.status,
        familyId: kids.familyId,
        firstName: kids.firstName,
        classroom: classrooms.name,
      })
      .from(absenceReports)
      .innerJoin(kids, eq(kids.id, absenceReports.kidId))
      .innerJoin(lessons, eq(lessons.id, absenceReports.lessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
      .where(eq(absenceReports.id, reportId));
    if (!row || row.status === 'pending') return;
    const guardians = (await this.familyGuardians([row.familyId])).filter((g) => g.settings?.class_reminder === 1);
    await this.notify(
      guardians.map((g) => g.id),
      {
        title: row.classroom,
        body: words(row.status === 'confirmed' ? 'push.absenceConfirmed' : 'push.absenceRefused', {
          name: row.firstName,
        }),
        url: '/schedule/calendar',
        tag: `absence-${reportId}`,
      },
    );
  }

  /**
   * A transfer accepted or refused (issue 34): as the absence answer, the family's guardians whose class_reminder
   * setting is on; the same tag, so the newer answer replaces an undelivered older one about that absence.
   */
  async transferAnswered(reportId: number): Promise<void> {
    const [row] = await this.db
      .select({
        transferStatus: absenceReports.transferStatus,
        transferLessonId: absenceReports.transferLessonId,
        familyId: kids.familyId,
        firstName: kids.firstName,
        classroom: classrooms.name,
      })
      .from(absenceReports)
      .innerJoin(kids, eq(kids.id, absenceReports.kidId))
      .innerJoin(lessons, eq(lessons.id, absenceReports.lessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
      .where(eq(absenceReports.id, reportId));
    if (!row || (row.transferStatus !== 'accepted' && row.transferStatus !== 'refused')) return;
    const [to] = row.transferLessonId
      ? await this.db.select({ startsAt: lessons.startsAt }).from(lessons).where(eq(lessons.id, row.transferLessonId))
      : [];
    const guardians = (await this.familyGuardians([row.familyId])).filter((g) => g.settings?.class_reminder === 1);
    await this.notify(
      guardians.map((g) => g.id),
      {
        title: row.classroom,
        body: words(row.transferStatus === 'accepted' ? 'push.transferAccepted' : 'push.transferRefused', {
          name: row.firstName,
          month: to ? jstParts(to.startsAt).month : '',
          day: to ? jstParts(to.startsAt).day : '',
        }),
        url: '/schedule/calendar',
        tag: `absence-${reportId}`,
      },
    );
  }
}

/** RFC 8030's Topic: at most 32 URL-safe base64 characters. */
function topicOf(tag: string): string {
  return sha256(tag)
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 32);
}
