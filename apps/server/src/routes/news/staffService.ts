import type { components } from '@portal/api-client/schema';
import { jstDate, jstIsoDate, type NewsKind, newsStatus, REMINDER_INTERVAL_MS, type StaffNews } from '@portal/domain';
import { ja } from '@portal/messages';
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  announcementFiles,
  announcementReads,
  announcements,
  classrooms,
  enrolments,
  families,
  files,
  information,
  informationFiles,
  informationLabels,
  informationReads,
  kids,
  staffClassrooms,
  users,
} from '../../db/schema';
import type { Mailer } from '../../services/mail';
import type { ReadCache } from '../../services/read-cache';
import { FileStorage } from '../../services/storage';
import type { CheckedUpload } from '../chat/attachments';
import { toSafeHtml } from './richText';

type Schemas = components['schemas'];
export type StaffNewsItem = Schemas['StaffNewsItem'];
export type StaffNewsReceipt = Schemas['StaffNewsReceipt'];
export type StaffNewsFile = Schemas['StaffNewsFile'];

/** The most files one item carries: a notice with a handful of handouts, never a file share. */
export const STAFF_NEWS_MAX_FILES = 10;

/** Why a write is refused; the route answers each with its status and words. */
export type NewsRefusal = 'notFound' | 'notYourClassroom' | 'withdrawn' | 'kindChanged' | 'published' | 'noLabel';
export type RemindRefusal = 'notFound' | 'notPublished' | 'allRead' | 'tooSoon';
export type FileRefusal = 'notFound' | 'withdrawn' | 'tooManyFiles' | 'fileNotFound';

/** The catalogue's Japanese, so the errors plugin answers an English request in English. */
export const STAFF_NEWS_MESSAGES = ja.staffNewsRefusals;

/** The rows of one kind, with the column that says whose it is (an announcement's audience, information's author). */
const TABLE = {
  announcement: {
    item: announcements,
    reads: announcementReads,
    readItem: announcementReads.announcementId,
    attachments: announcementFiles,
    attachmentItem: announcementFiles.announcementId,
  },
  information: {
    item: information,
    reads: informationReads,
    readItem: informationReads.informationId,
    attachments: informationFiles,
    attachmentItem: informationFiles.informationId,
  },
} as const;

type ItemRow = {
  id: number;
  classroomId: number | null;
  title: string;
  content: string;
  important: boolean;
  publishedAt: Date;
  draft: boolean;
  withdrawnAt: Date | null;
  remindedAt: Date | null;
  senderName: string;
  labelId: number | null;
};

/** A database or a transaction (the demo seed writes inside one). */
type Writer = Pick<Database, 'insert'>;

export type NewAnnouncement = {
  classroomId: number;
  title: string;
  content: string;
  senderName: string;
  important: boolean;
  publishedAt: Date;
  draft: boolean;
  authorId: number | null;
};

/**
 * The one write of a new announcement: its content cleaned with the reading side's rules. The staff routes and
 * the demo seed both write through it, so the demo holds only what staff can make (ADR 045).
 */
export async function insertAnnouncement(db: Writer, v: NewAnnouncement) {
  const [row] = await db
    .insert(announcements)
    .values({ ...v, content: toSafeHtml(v.content) })
    .returning();
  if (!row) throw new Error('announcement insert returned nothing');
  return row;
}

export type NewInformation = Omit<NewAnnouncement, 'senderName' | 'classroomId'> & {
  classroomId: number | null;
  labelId: number;
};

/** The one write of new information (see insertAnnouncement). */
export async function insertInformation(db: Writer, v: NewInformation) {
  const [row] = await db
    .insert(information)
    .values({ ...v, content: toSafeHtml(v.content) })
    .returning();
  if (!row) throw new Error('information insert returned nothing');
  return row;
}

/**
 * Issue 33 (ADR 045): the classroom writes its announcements and information. A staff member reaches the items
 * of their own classrooms only (an announcement's classroom; the classroom information was written for); any
 * other id answers as if it did not exist. Guardians read through NewsService, which shows an item only when
 * it is neither a draft nor withdrawn and its time has come; every write here ends their cached reads.
 */
export class StaffNewsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly cache: ReadCache,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly storage: FileStorage,
  ) {}

  async classroomsOf(staffId: number) {
    return this.db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(staffClassrooms.userId, staffId))
      .orderBy(classrooms.id);
  }

  labels() {
    return this.db
      .select({ id: informationLabels.id, labelName: informationLabels.name })
      .from(informationLabels)
      .orderBy(informationLabels.id);
  }

  private async senderOf(staffId: number): Promise<string> {
    const [row] = await this.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, staffId));
    return row ? `${row.lastName} ${row.firstName}` : '';
  }

  private async rows(kind: NewsKind, rooms: number[], id?: number): Promise<ItemRow[]> {
    if (rooms.length === 0) return [];
    if (kind === 'announcement') {
      return this.db
        .select({
          id: announcements.id,
          classroomId: announcements.classroomId,
          title: announcements.title,
          content: announcements.content,
          important: announcements.important,
          publishedAt: announcements.publishedAt,
          draft: announcements.draft,
          withdrawnAt: announcements.withdrawnAt,
          remindedAt: announcements.remindedAt,
          senderName: announcements.senderName,
          labelId: sql<number | null>`null`,
        })
        .from(announcements)
        .where(and(inArray(announcements.classroomId, rooms), id === undefined ? undefined : eq(announcements.id, id)))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id));
    }
    return this.db
      .select({
        id: information.id,
        classroomId: information.classroomId,
        title: information.title,
        content: information.content,
        important: information.important,
        publishedAt: information.publishedAt,
        draft: information.draft,
        withdrawnAt: information.withdrawnAt,
        remindedAt: information.remindedAt,
        senderName: sql<string>`coalesce((select u.last_name || ' ' || u.first_name from users u where u.id = ${information.authorId}), '')`,
        labelId: information.labelId,
      })
      .from(information)
      .where(and(inArray(information.classroomId, rooms), id === undefined ? undefined : eq(information.id, id)))
      .orderBy(desc(information.publishedAt), desc(information.id));
  }

  /**
   * The families an item reaches, for receipts and reminders: those with a child enrolled now at its classroom
   * (information reaches everyone, but its classroom answers for the families it knows). Members only read
   * classroom announcements (spec 1 §1), so only role 6 guardians count.
   */
  private async audience(classroomId: number) {
    const today = jstIsoDate(this.now());
    return this.db
      .selectDistinct({ familyId: families.id, familyName: families.name })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .innerJoin(families, eq(families.id, kids.familyId))
      .where(
        and(
          eq(enrolments.classroomId, classroomId),
          lte(enrolments.startedOn, today),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
        ),
      )
      .orderBy(families.id);
  }

  /** The first time a guardian of each family opened the item. */
  private async readsOf(kind: NewsKind, id: number, familyIds: number[]) {
    if (familyIds.length === 0) return new Map<number, Date>();
    const { reads, readItem } = TABLE[kind];
    const rows = await this.db
      .select({ familyId: users.familyId, readAt: sql<Date>`min(${reads.readAt})`.mapWith(reads.readAt) })
      .from(reads)
      .innerJoin(users, eq(users.id, reads.userId))
      .where(and(eq(readItem, id), inArray(users.familyId, familyIds)))
      .groupBy(users.familyId);
    return new Map(rows.map((r) => [r.familyId as number, r.readAt]));
  }

  /** An item's attached files, oldest first (the order guardians see them in). */
  private async filesOf(kind: NewsKind, id: number): Promise<StaffNewsFile[]> {
    const { attachments, attachmentItem } = TABLE[kind];
    return this.db
      .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
      .from(attachments)
      .innerJoin(files, eq(files.id, attachments.fileId))
      .where(eq(attachmentItem, id))
      .orderBy(files.id);
  }

  private async shape(kind: NewsKind, row: ItemRow, names: Map<number, string>, labels: Map<number, string>) {
    const audience = row.classroomId === null ? [] : await this.audience(row.classroomId);
    const reads = await this.readsOf(
      kind,
      row.id,
      audience.map((f) => f.familyId),
    );
    const status = newsStatus(
      { draft: row.draft, withdrawn: row.withdrawnAt !== null, publishAt: row.publishedAt },
      this.now(),
    );
    return {
      kind,
      id: row.id,
      classroomId: row.classroomId,
      classroomName: row.classroomId === null ? null : (names.get(row.classroomId) ?? null),
      labelId: row.labelId,
      labelName: row.labelId === null ? null : (labels.get(row.labelId) ?? null),
      title: row.title,
      content: toSafeHtml(row.content),
      important: row.important,
      status,
      publishAt: row.draft ? null : row.publishedAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      remindedAt: row.remindedAt?.toISOString() ?? null,
      senderName: row.senderName,
      readCount: reads.size,
      audienceCount: audience.length,
      files: await this.filesOf(kind, row.id),
    } satisfies StaffNewsItem;
  }

  private async context(staffId: number) {
    const rooms = await this.classroomsOf(staffId);
    const labels = await this.labels();
    return {
      rooms,
      ids: rooms.map((r) => r.id),
      names: new Map(rooms.map((r) => [r.id, r.name])),
      labelNames: new Map(labels.map((l) => [l.id, l.labelName])),
      labels,
    };
  }

  /** The classroom's items of both kinds, newest first, with the editor's choices. */
  async list(staffId: number) {
    const c = await this.context(staffId);
    const [a, i] = await Promise.all([this.rows('announcement', c.ids), this.rows('information', c.ids)]);
    const items = await Promise.all([
      ...a.map((row) => this.shape('announcement', row, c.names, c.labelNames)),
      ...i.map((row) => this.shape('information', row, c.names, c.labelNames)),
    ]);
    // Drafts have no publication time yet: they come first, the newest draft on top.
    items.sort((x, y) => rowTime(y) - rowTime(x) || y.id - x.id);
    return { classrooms: c.rooms, labels: c.labels, data: items };
  }

  /** One item of the staff member's classrooms, shaped; null when there is none. */
  async item(staffId: number, kind: NewsKind, id: number): Promise<StaffNewsItem | null> {
    const c = await this.context(staffId);
    const [row] = await this.rows(kind, c.ids, id);
    return row ? this.shape(kind, row, c.names, c.labelNames) : null;
  }

  private async found(staffId: number, kind: NewsKind, id: number) {
    const c = await this.context(staffId);
    const [row] = await this.rows(kind, c.ids, id);
    return row ? { row, c } : null;
  }

  /**
   * Information belongs to the classroom of the staff member who wrote it; a staff member of several classrooms
   * writes it for the first one (ADR 045).
   */
  private ownerRoom(input: StaffNews, ids: number[]): number | null {
    if (input.kind === 'announcement')
      return input.classroomId !== null && ids.includes(input.classroomId) ? input.classroomId : null;
    return ids[0] ?? null;
  }

  private forget(kind: NewsKind) {
    // Every guardian's cached lists of this kind end: a write may add, change or take away what they read.
    this.cache.invalidate(kind);
  }

  async create(staffId: number, input: StaffNews): Promise<StaffNewsItem | { refused: NewsRefusal }> {
    const c = await this.context(staffId);
    const room = this.ownerRoom(input, c.ids);
    if (room === null) return { refused: 'notYourClassroom' };
    const now = this.now();
    const common = { title: input.title, content: input.content, important: input.important, publishedAt: now };
    let id: number;
    if (input.kind === 'announcement') {
      const senderName = await this.senderOf(staffId);
      id = (
        await insertAnnouncement(this.db, { ...common, classroomId: room, senderName, draft: true, authorId: staffId })
      ).id;
    } else {
      if (input.labelId === null || !c.labelNames.has(input.labelId)) return { refused: 'noLabel' };
      id = (
        await insertInformation(this.db, {
          ...common,
          classroomId: room,
          labelId: input.labelId,
          draft: true,
          authorId: staffId,
        })
      ).id;
    }
    this.forget(input.kind);
    return (await this.item(staffId, input.kind, id)) as StaffNewsItem;
  }

  async update(
    staffId: number,
    kind: NewsKind,
    id: number,
    input: StaffNews,
  ): Promise<StaffNewsItem | { refused: NewsRefusal }> {
    const found = await this.found(staffId, kind, id);
    if (!found) return { refused: 'notFound' };
    if (input.kind !== kind) return { refused: 'kindChanged' };
    if (found.row.withdrawnAt) return { refused: 'withdrawn' };
    const room = this.ownerRoom(input, found.c.ids);
    if (room === null) return { refused: 'notYourClassroom' };
    const content = toSafeHtml(input.content);
    const draftTime = found.row.draft ? { publishedAt: this.now() } : {};
    if (kind === 'announcement') {
      await this.db
        .update(announcements)
        .set({ classroomId: room, title: input.title, content, important: input.important, ...draftTime })
        .where(eq(announcements.id, id));
    } else {
      if (input.labelId === null || !found.c.labelNames.has(input.labelId)) return { refused: 'noLabel' };
      await this.db
        .update(information)
        .set({ labelId: input.labelId, title: input.title, content, important: input.important, ...draftTime })
        .where(eq(information.id, id));
    }
    this.forget(kind);
    return (await this.item(staffId, kind, id)) as StaffNewsItem;
  }

  /** Publishes now (`at` null or past) or at a later time; a published item keeps its time. */
  async schedule(
    staffId: number,
    kind: NewsKind,
    id: number,
    at: Date | null,
  ): Promise<StaffNewsItem | { refused: NewsRefusal }> {
    const found = await this.found(staffId, kind, id);
    if (!found) return { refused: 'notFound' };
    if (found.row.withdrawnAt) return { refused: 'withdrawn' };
    const now = this.now();
    if (!found.row.draft && found.row.publishedAt <= now) return { refused: 'published' };
    const publishedAt = at && at > now ? at : now;
    const { item } = TABLE[kind];
    await this.db.update(item).set({ draft: false, publishedAt }).where(eq(item.id, id));
    this.forget(kind);
    return (await this.item(staffId, kind, id)) as StaffNewsItem;
  }

  async withdraw(staffId: number, kind: NewsKind, id: number): Promise<StaffNewsItem | { refused: NewsRefusal }> {
    const found = await this.found(staffId, kind, id);
    if (!found) return { refused: 'notFound' };
    if (found.row.withdrawnAt) return { refused: 'withdrawn' };
    const { item } = TABLE[kind];
    await this.db.update(item).set({ withdrawnAt: this.now() }).where(eq(item.id, id));
    this.forget(kind);
    return (await this.item(staffId, kind, id)) as StaffNewsItem;
  }

  /**
   * Attaches a checked file (spec 1 §5's kinds, judged by their bytes in the route) to an item that is not withdrawn
   * (ADR 024's order: the object first, then the rows in one transaction; a failed transaction deletes the object).
   * Guardians download it through the reading side's family-scoped download, from the moment the item is theirs.
   */
  async addFile(
    staffId: number,
    kind: NewsKind,
    id: number,
    file: CheckedUpload,
  ): Promise<StaffNewsItem | { refused: FileRefusal }> {
    const found = await this.found(staffId, kind, id);
    if (!found) return { refused: 'notFound' };
    if (found.row.withdrawnAt) return { refused: 'withdrawn' };
    if ((await this.filesOf(kind, id)).length >= STAFF_NEWS_MAX_FILES) return { refused: 'tooManyFiles' };
    const key = FileStorage.newKey();
    await this.storage.put(key, file.data, file.mimeType);
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({ name: file.name, mimeType: file.mimeType, size: file.data.length, key })
          .returning({ id: files.id });
        if (!row) throw new Error('file insert returned nothing');
        if (kind === 'announcement') await tx.insert(announcementFiles).values({ announcementId: id, fileId: row.id });
        else await tx.insert(informationFiles).values({ informationId: id, fileId: row.id });
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => {});
      throw error;
    }
    this.forget(kind);
    return (await this.item(staffId, kind, id)) as StaffNewsItem;
  }

  /** Takes one attached file off an item that is not withdrawn; its object goes after the rows are gone. */
  async removeFile(
    staffId: number,
    kind: NewsKind,
    id: number,
    fileId: number,
  ): Promise<StaffNewsItem | { refused: FileRefusal }> {
    const found = await this.found(staffId, kind, id);
    if (!found) return { refused: 'notFound' };
    if (found.row.withdrawnAt) return { refused: 'withdrawn' };
    const { attachments, attachmentItem } = TABLE[kind];
    // Only a file of this item: an id of another item's (or another classroom's) file finds nothing.
    const [file] = await this.db
      .select({ id: files.id, key: files.key })
      .from(attachments)
      .innerJoin(files, eq(files.id, attachments.fileId))
      .where(and(eq(attachmentItem, id), eq(files.id, fileId)));
    if (!file) return { refused: 'fileNotFound' };
    // The link rows go with the file row (on delete cascade).
    await this.db.delete(files).where(eq(files.id, file.id));
    await this.storage
      .delete(file.key)
      .catch((error) => this.log.warn({ err: error, fileId }, 'attachment object left'));
    this.forget(kind);
    return (await this.item(staffId, kind, id)) as StaffNewsItem;
  }

  /** Per family of the audience: read (with when) or not yet, each list in the family's order. */
  async receipts(staffId: number, kind: NewsKind, id: number) {
    const found = await this.found(staffId, kind, id);
    if (!found) return null;
    const { row, c } = found;
    const audience = row.classroomId === null ? [] : await this.audience(row.classroomId);
    const reads = await this.readsOf(
      kind,
      id,
      audience.map((f) => f.familyId),
    );
    const receipt = (f: { familyId: number; familyName: string }) => ({
      familyId: f.familyId,
      familyName: f.familyName,
      readAt: reads.get(f.familyId)?.toISOString() ?? null,
    });
    return {
      item: await this.shape(kind, row, c.names, c.labelNames),
      read: audience.filter((f) => reads.has(f.familyId)).map(receipt),
      unread: audience.filter((f) => !reads.has(f.familyId)).map(receipt),
    };
  }

  /**
   * Reminds the unread families: a mail to each member guardian whose class_announcement setting is on (spec 1
   * §5's notification settings). Once per item per 24 hours, claimed in one statement so two clicks send once.
   */
  async remind(
    staffId: number,
    kind: NewsKind,
    id: number,
  ): Promise<{ families: number; mailed: number; remindedAt: string } | { refused: RemindRefusal }> {
    const found = await this.found(staffId, kind, id);
    if (!found) return { refused: 'notFound' };
    const now = this.now();
    const { row } = found;
    if (row.draft || row.withdrawnAt || row.publishedAt > now) return { refused: 'notPublished' };
    const audience = row.classroomId === null ? [] : await this.audience(row.classroomId);
    const reads = await this.readsOf(
      kind,
      id,
      audience.map((f) => f.familyId),
    );
    const unread = audience.filter((f) => !reads.has(f.familyId));
    if (unread.length === 0) return { refused: 'allRead' };
    const { item } = TABLE[kind];
    const since = new Date(now.getTime() - REMINDER_INTERVAL_MS);
    const claimed = await this.db
      .update(item)
      .set({ remindedAt: now })
      .where(and(eq(item.id, id), or(isNull(item.remindedAt), lte(item.remindedAt, since))))
      .returning({ id: item.id });
    if (claimed.length === 0) return { refused: 'tooSoon' };
    const guardians = await this.db
      .select({ email: users.email, settings: users.notificationSettings })
      .from(users)
      .where(
        and(
          eq(users.kind, 'guardian'),
          eq(users.role, 6),
          inArray(
            users.familyId,
            unread.map((f) => f.familyId),
          ),
        ),
      );
    const path =
      kind === 'announcement'
        ? `/announcement/detail?announcementsId=${id}`
        : `/information/detail?informationsId=${id}`;
    const url = new URL(path, this.publicUrl).toString();
    let mailed = 0;
    for (const g of guardians) {
      if ((g.settings?.class_announcement ?? 0) !== 1) continue;
      try {
        await this.mailer.send(reminderMail(g.email, row.title, url));
        mailed += 1;
      } catch (error) {
        // One refused address does not stop the others; the count says how many went.
        this.log.warn({ err: error, kind, id }, 'news reminder mail refused');
      }
    }
    return { families: unread.length, mailed, remindedAt: now.toISOString() };
  }
}

/** The time a list sorts by: publication; a draft is newer than anything published. */
function rowTime(item: StaffNewsItem): number {
  return item.publishAt ? Date.parse(item.publishAt) : Number.MAX_SAFE_INTEGER;
}

function reminderMail(to: string, title: string, url: string) {
  return {
    to,
    subject: `【まなびポータル】まだお読みでない教室からのお知らせがあります`,
    text: [
      '保護者の皆さま',
      '',
      '教室からのお知らせを、まだお読みでないようです。お手すきの際にマイページでご確認ください。',
      '',
      `「${title}」`,
      url,
      '',
      '※このメールは送信専用です。ご返信いただいてもお答えできません。',
      '※メール通知はマイページのプロフィールで止められます。',
    ].join('\n'),
  };
}

/** A wall-clock time in Japan ("2026-05-20T09:00") as an instant. */
export function jstLocalToDate(local: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(jstDate(y, m, d).getTime() + (hh * 60 + mm) * 60_000);
}
