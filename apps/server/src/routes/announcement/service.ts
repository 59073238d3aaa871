import { jstIsoDate } from '@portal/domain';
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcementFiles, announcementReads, announcements, enrolments, files, kids } from '../../db/schema';
import {
  jstDayRange,
  keywordMatches,
  type ListQuery,
  pageEnvelope,
  publicDate,
  type StoredFile,
  type Viewer,
} from './common';
import { toSafeHtml } from './richText';

/** The opaque download path of one attachment: which announcement it belongs to and which file it is. */
export const announcementFilePath = (announcementId: number, fileId: number) =>
  `announcement/${announcementId}/${fileId}`;
const PATH_PATTERN = /^announcement\/(\d{1,9})\/(\d{1,9})$/;

/**
 * Classroom announcements. A guardian sees those of the classrooms where the family's children are
 * enrolled now, once published; only members (role 6) have enrolled children, so prospects and limited
 * accounts see none. Read state is per user: opening the detail marks it read.
 */
export class AnnouncementService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private async classroomIds(viewer: Viewer): Promise<number[]> {
    if (viewer.role !== 6 || viewer.familyId === null) return [];
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

  /** Conditions every visible announcement meets; null when the viewer sees none at all. */
  private async visible(viewer: Viewer): Promise<SQL | null> {
    const rooms = await this.classroomIds(viewer);
    if (rooms.length === 0) return null;
    return and(inArray(announcements.classroomId, rooms), lte(announcements.publishedAt, this.now())) ?? null;
  }

  private readJoin(viewer: Viewer) {
    return and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, viewer.id));
  }

  private row(r: { id: number; title: string; publishedAt: Date; important: boolean; readAt: Date | null }) {
    return {
      id: r.id,
      title: r.title,
      publicDate: publicDate(r.publishedAt),
      isUnread: r.readAt === null,
      isImportant: r.important,
    };
  }

  async list(viewer: Viewer, query: ListQuery, perPage: number) {
    const page = query.page ?? 1;
    const base = await this.visible(viewer);
    if (!base) return pageEnvelope([], page, perPage, 0);
    const { from, before } = jstDayRange(query);
    const where = and(
      base,
      query.isImportant ? eq(announcements.important, true) : undefined,
      query.isUnread ? isNull(announcementReads.userId) : undefined,
      query.keyWord ? keywordMatches(announcements.title, announcements.content, query.keyWord) : undefined,
      from ? gte(announcements.publishedAt, from) : undefined,
      before ? lt(announcements.publishedAt, before) : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(viewer))
      .where(where);
    const rows = await this.db
      .select({
        id: announcements.id,
        title: announcements.title,
        publishedAt: announcements.publishedAt,
        important: announcements.important,
        readAt: announcementReads.readAt,
      })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(viewer))
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return pageEnvelope(
      rows.map((r) => this.row(r)),
      page,
      perPage,
      total?.n ?? 0,
    );
  }

  /** The pinned block: every visible important announcement, newest first. */
  async important(viewer: Viewer) {
    const base = await this.visible(viewer);
    if (!base) return [];
    const rows = await this.db
      .select({
        id: announcements.id,
        title: announcements.title,
        publishedAt: announcements.publishedAt,
        important: announcements.important,
        readAt: announcementReads.readAt,
      })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(viewer))
      .where(and(base, eq(announcements.important, true)))
      .orderBy(desc(announcements.publishedAt), desc(announcements.id));
    return rows.map((r) => this.row(r));
  }

  private async findVisible(viewer: Viewer, id: number) {
    const base = await this.visible(viewer);
    if (!base) return null;
    const [found] = await this.db
      .select()
      .from(announcements)
      .where(and(base, eq(announcements.id, id)));
    return found ?? null;
  }

  /** The detail, marked read for this user; null when it does not exist or is not the viewer's to read. */
  async open(viewer: Viewer, id: number) {
    const found = await this.findVisible(viewer, id);
    if (!found) return null;
    await this.db
      .insert(announcementReads)
      .values({ announcementId: found.id, userId: viewer.id, readAt: this.now() })
      .onConflictDoNothing();
    return {
      id: found.id,
      title: found.title,
      publicDate: publicDate(found.publishedAt),
      isUnread: false,
      isImportant: found.important,
      name: found.senderName,
      content: toSafeHtml(found.content),
    };
  }

  async files(viewer: Viewer, id: number) {
    const found = await this.findVisible(viewer, id);
    if (!found) return null;
    const rows = await this.db
      .select({ id: files.id, name: files.name, size: files.size })
      .from(announcementFiles)
      .innerJoin(files, eq(files.id, announcementFiles.fileId))
      .where(eq(announcementFiles.announcementId, found.id))
      .orderBy(files.id);
    return rows.map((f) => ({ name: f.name, path: announcementFilePath(found.id, f.id), size: f.size }));
  }

  /** The stored file behind a download path, only when its announcement is the viewer's to read. */
  async download(viewer: Viewer, path: string): Promise<StoredFile | null> {
    const m = PATH_PATTERN.exec(path);
    if (!m) return null;
    const found = await this.findVisible(viewer, Number(m[1]));
    if (!found) return null;
    const [file] = await this.db
      .select({ name: files.name, mimeType: files.mimeType, data: files.data })
      .from(announcementFiles)
      .innerJoin(files, eq(files.id, announcementFiles.fileId))
      .where(and(eq(announcementFiles.announcementId, found.id), eq(files.id, Number(m[2]))));
    return file ?? null;
  }
}
