import type { components } from '@portal/api-client/schema';
import { jstIsoDate } from '@portal/domain';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  announcementFiles,
  announcementReads,
  announcements,
  classrooms,
  enrolments,
  files,
  information,
  informationFiles,
  informationLabels,
  informationReads,
  kids,
} from '../../db/schema';
import { can, type Viewer } from '../../roles';
import type { ReadCache } from '../../services/read-cache';
import type { FileStorage } from '../../services/storage';
import { jstDayRange, keywordMatches, type ListQuery, pageEnvelope, publicDate, type StoredFile } from './common';
import { toSafeHtml } from './richText';

export type NewsKind = 'announcement' | 'information';

/** The tables of one kind of news: the items, who read which, and their attachments. */
const TABLES = {
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

/** The opaque download path of one attachment: which item it belongs to and which file it is. */
export const newsFilePath = (kind: NewsKind, itemId: number, fileId: number) => `${kind}/${itemId}/${fileId}`;

type Row = {
  id: number;
  title: string;
  content: string;
  publishedAt: Date;
  important: boolean;
  readAt: Date | null;
  /** The announcement's sender, or the information's label. */
  extra: string;
  /** The announcement's classroom (information has none). */
  classroomName?: string;
};

/**
 * Classroom announcements and the provider's information: the same reading area with other labels and
 * scope. An announcement reaches the families with a child enrolled in its classroom now (members only);
 * information reaches every guardian. Read state is per user: opening the detail marks it read.
 */
export class NewsService<K extends NewsKind> {
  private readonly t: (typeof TABLES)[NewsKind];

  constructor(
    private readonly kind: K,
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly storage: FileStorage,
    private readonly cache: ReadCache,
  ) {
    this.t = TABLES[kind];
  }

  /**
   * The cached answer of one reader's read: their family's items (enrolments decide which announcements) with
   * their own read marks. It ends when the next scheduled item is published, or when one is read or written.
   */
  private cached<T>(name: string, viewer: Viewer | null, load: () => Promise<T>): Promise<T> {
    const reader = viewer ? `family:${viewer.familyId}:user:${viewer.id}` : 'all';
    const tags = viewer ? [this.kind, `${this.kind}:user:${viewer.id}`] : [this.kind];
    return this.cache.get(`${this.kind}:${reader}:${name}`, tags, async (expireAt) => {
      const [value, next] = await Promise.all([load(), this.nextPublication()]);
      expireAt(next);
      return value;
    });
  }

  /** When the next item already written but not yet published appears. */
  private async nextPublication(): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sql<Date | null>`min(${this.t.item.publishedAt})`.mapWith(this.t.item.publishedAt) })
      .from(this.t.item)
      .where(and(gt(this.t.item.publishedAt, this.now()), this.live()));
    return row?.at ?? null;
  }

  private async classroomIds(viewer: Viewer): Promise<number[]> {
    if (!can(viewer.role, 'readClassroomNews') || viewer.familyId === null) return [];
    const today = jstIsoDate(this.now());
    const rows = await this.db
      .selectDistinct({ id: enrolments.classroomId })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .where(
        and(
          eq(kids.familyId, viewer.familyId),
          lte(enrolments.startedOn, today),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Issue 33 (ADR 045): neither a staff member's draft nor withdrawn. */
  private live(): SQL | undefined {
    return and(eq(this.t.item.draft, false), isNull(this.t.item.withdrawnAt));
  }

  /** Conditions every item the viewer may read meets; null when the viewer reads none at all. */
  private async visible(viewer: Viewer): Promise<SQL | null> {
    const published = and(lte(this.t.item.publishedAt, this.now()), this.live()) as SQL;
    if (this.kind === 'information') return published;
    const rooms = await this.classroomIds(viewer);
    return rooms.length === 0 ? null : (and(inArray(announcements.classroomId, rooms), published) ?? null);
  }

  /**
   * Rows with their read state for the viewer, plus the sender and classroom, or the label. An announcement's
   * list row has no content (`shape`), so lists leave it in the database.
   */
  private select(viewer: Viewer, where: SQL | undefined, detail = false) {
    const { item, reads, readItem } = this.t;
    const readJoin = and(eq(readItem, item.id), eq(reads.userId, viewer.id));
    const columns = {
      id: item.id,
      title: item.title,
      content: detail || this.kind === 'information' ? item.content : sql<string>`''`,
      publishedAt: item.publishedAt,
      important: item.important,
      readAt: reads.readAt,
    };
    if (this.kind === 'announcement') {
      return this.db
        .select({ ...columns, extra: announcements.senderName, classroomName: classrooms.name })
        .from(announcements)
        .innerJoin(classrooms, eq(classrooms.id, announcements.classroomId))
        .leftJoin(reads, readJoin)
        .where(where)
        .$dynamic();
    }
    return this.db
      .select({ ...columns, extra: informationLabels.name })
      .from(information)
      .innerJoin(informationLabels, eq(informationLabels.id, information.labelId))
      .leftJoin(reads, readJoin)
      .where(where)
      .$dynamic();
  }

  private newestFirst() {
    return [desc(this.t.item.publishedAt), desc(this.t.item.id)];
  }

  /**
   * One item as the contract states it: an announcement's list row is short, information always full. An
   * announcement names its classroom, so a family with children in two classrooms can tell the same notice
   * from each apart (issue 19 item 4).
   */
  private shape(r: Row, detail: boolean): Item<K> {
    const base = { id: r.id, title: r.title, publicDate: publicDate(r.publishedAt) };
    const flags = { isUnread: r.readAt === null, isImportant: r.important };
    if (this.kind === 'information') {
      return { ...base, content: toSafeHtml(r.content), labelName: r.extra, ...flags } as Item<K>;
    }
    const row = { ...base, ...flags, classroomName: r.classroomName };
    return (detail ? { ...row, name: r.extra, content: toSafeHtml(r.content) } : row) as Item<K>;
  }

  list(viewer: Viewer, query: ListQuery, perPage: number) {
    // A keyword search is not a read-mostly list: it goes to the database each time.
    if (query.keyWord) return this.listFromDatabase(viewer, query, perPage);
    return this.cached(`list:${perPage}:${JSON.stringify(query)}`, viewer, () =>
      this.listFromDatabase(viewer, query, perPage),
    );
  }

  private async listFromDatabase(viewer: Viewer, query: ListQuery, perPage: number) {
    const page = query.page ?? 1;
    const base = await this.visible(viewer);
    if (!base) return pageEnvelope<Item<K>>([], page, perPage, 0);
    const { item, reads, readItem } = this.t;
    const { from, before } = jstDayRange(query);
    const where = and(
      base,
      query.labelsId && this.kind === 'information' ? eq(information.labelId, query.labelsId) : undefined,
      query.isImportant ? eq(item.important, true) : undefined,
      query.isUnread ? isNull(reads.userId) : undefined,
      query.keyWord ? keywordMatches(item.title, item.content, query.keyWord) : undefined,
      from ? gte(item.publishedAt, from) : undefined,
      before ? lt(item.publishedAt, before) : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(item)
      .leftJoin(reads, and(eq(readItem, item.id), eq(reads.userId, viewer.id)))
      .where(where);
    const rows = await this.select(viewer, where)
      .orderBy(...this.newestFirst())
      .limit(perPage)
      .offset((page - 1) * perPage);
    return pageEnvelope(
      rows.map((r) => this.shape(r, false)),
      page,
      perPage,
      total?.n ?? 0,
    );
  }

  /** The pinned block: every readable important item, newest first. */
  important(viewer: Viewer): Promise<Item<K>[]> {
    return this.cached('important', viewer, () => this.importantFromDatabase(viewer));
  }

  private async importantFromDatabase(viewer: Viewer): Promise<Item<K>[]> {
    const base = await this.visible(viewer);
    if (!base) return [];
    const rows = await this.select(viewer, and(base, eq(this.t.item.important, true))).orderBy(...this.newestFirst());
    return rows.map((r) => this.shape(r, false));
  }

  private async findVisible(viewer: Viewer, id: number): Promise<number | null> {
    const base = await this.visible(viewer);
    if (!base) return null;
    const [found] = await this.db
      .select({ id: this.t.item.id })
      .from(this.t.item)
      .where(and(base, eq(this.t.item.id, id)));
    return found?.id ?? null;
  }

  /** The detail, marked read for this user; null when it does not exist or is not the viewer's to read. */
  async open(viewer: Viewer, id: number): Promise<Detail<K> | null> {
    const found = await this.findVisible(viewer, id);
    if (found === null) return null;
    await this.db
      .insert(this.t.reads)
      .values({
        [this.kind === 'announcement' ? 'announcementId' : 'informationId']: found,
        userId: viewer.id,
        readAt: this.now(),
      } as never)
      .onConflictDoNothing();
    // The reader's lists show it read from now on.
    this.cache.invalidate(`${this.kind}:user:${viewer.id}`);
    const [row] = await this.select(viewer, eq(this.t.item.id, found), true);
    return row ? (this.shape(row, true) as Detail<K>) : null;
  }

  async files(viewer: Viewer, id: number) {
    const found = await this.findVisible(viewer, id);
    if (found === null) return null;
    const rows = await this.db
      .select({ id: files.id, name: files.name, size: files.size })
      .from(this.t.attachments)
      .innerJoin(files, eq(files.id, this.t.attachments.fileId))
      .where(eq(this.t.attachmentItem, found))
      .orderBy(files.id);
    return rows.map((f) => ({ name: f.name, path: newsFilePath(this.kind, found, f.id), size: f.size }));
  }

  /** The stored file behind a download path, only when its item is the viewer's to read. */
  async download(viewer: Viewer, path: string): Promise<StoredFile | null> {
    const m = new RegExp(`^${this.kind}/(\\d{1,9})/(\\d{1,9})$`).exec(path);
    const found = m ? await this.findVisible(viewer, Number(m[1])) : null;
    if (found === null) return null;
    const [file] = await this.db
      .select({ name: files.name, mimeType: files.mimeType, key: files.key })
      .from(this.t.attachments)
      .innerJoin(files, eq(files.id, this.t.attachments.fileId))
      .where(and(eq(this.t.attachmentItem, found), eq(files.id, Number(m?.[2]))));
    const data = file ? await this.storage.read(file.key) : null;
    return file && data ? { name: file.name, mimeType: file.mimeType, data } : null;
  }

  /**
   * Information labels in id order. For Home only those with published information, so Home never
   * offers a filter that shows nothing (the table has no per-label Home flag).
   */
  labels(isHome: boolean): Promise<Schemas['InformationLabel'][]> {
    return this.cached(`labels:${isHome}`, null, () => this.labelsFromDatabase(isHome));
  }

  private async labelsFromDatabase(isHome: boolean): Promise<Schemas['InformationLabel'][]> {
    const query = this.db
      .select({ id: informationLabels.id, labelName: informationLabels.name })
      .from(informationLabels)
      .orderBy(asc(informationLabels.id));
    if (!isHome) return query;
    const published = and(
      eq(information.labelId, informationLabels.id),
      lte(information.publishedAt, this.now()),
      eq(information.draft, false),
      isNull(information.withdrawnAt),
    );
    return query.where(exists(this.db.select({ id: information.id }).from(information).where(published)));
  }
}

type Schemas = components['schemas'];
type Item<K extends NewsKind> = K extends 'announcement' ? Schemas['Announcement'] : Schemas['Information'];
type Detail<K extends NewsKind> = K extends 'announcement' ? Schemas['AnnouncementDetail'] : Schemas['Information'];
