import { and, asc, count, desc, eq, exists, gte, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, information, informationFiles, informationLabels, informationReads } from '../../db/schema';
import {
  jstDayRange,
  keywordMatches,
  type ListQuery,
  pageEnvelope,
  publicDate,
  type StoredFile,
  type Viewer,
} from '../announcement/common';
import { toSafeHtml } from '../announcement/richText';

/** The opaque download path of one attachment: which item it belongs to and which file it is. */
export const informationFilePath = (informationId: number, fileId: number) => `information/${informationId}/${fileId}`;
const PATH_PATTERN = /^information\/(\d{1,9})\/(\d{1,9})$/;

/**
 * The provider's information for all guardians: members (6), prospects (7) and limited accounts (8) all
 * see every published item (the role 7 and 8 menus list information too). Read state is per user.
 */
export class InformationService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private published() {
    return lte(information.publishedAt, this.now());
  }

  private readJoin(viewer: Viewer) {
    return and(eq(informationReads.informationId, information.id), eq(informationReads.userId, viewer.id));
  }

  private columns() {
    return {
      id: information.id,
      title: information.title,
      content: information.content,
      labelName: informationLabels.name,
      publishedAt: information.publishedAt,
      important: information.important,
      readAt: informationReads.readAt,
    };
  }

  private row(r: {
    id: number;
    title: string;
    content: string;
    labelName: string;
    publishedAt: Date;
    important: boolean;
    readAt: Date | null;
  }) {
    return {
      id: r.id,
      title: r.title,
      content: toSafeHtml(r.content),
      labelName: r.labelName,
      publicDate: publicDate(r.publishedAt),
      isImportant: r.important,
      isUnread: r.readAt === null,
    };
  }

  /**
   * Labels in id order. With isHome only those that have published information, so Home never offers a
   * filter that shows nothing (the table has no per-label Home flag).
   */
  async labels(isHome: boolean) {
    const query = this.db
      .select({ id: informationLabels.id, labelName: informationLabels.name })
      .from(informationLabels)
      .orderBy(asc(informationLabels.id));
    if (!isHome) return query;
    return query.where(
      exists(
        this.db
          .select({ id: information.id })
          .from(information)
          .where(and(eq(information.labelId, informationLabels.id), this.published())),
      ),
    );
  }

  async list(viewer: Viewer, query: ListQuery, perPage: number) {
    const page = query.page ?? 1;
    const { from, before } = jstDayRange(query);
    const where = and(
      this.published(),
      query.labelsId ? eq(information.labelId, query.labelsId) : undefined,
      query.isImportant ? eq(information.important, true) : undefined,
      query.isUnread ? isNull(informationReads.userId) : undefined,
      query.keyWord ? keywordMatches(information.title, information.content, query.keyWord) : undefined,
      from ? gte(information.publishedAt, from) : undefined,
      before ? lt(information.publishedAt, before) : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(information)
      .leftJoin(informationReads, this.readJoin(viewer))
      .where(where);
    const rows = await this.db
      .select(this.columns())
      .from(information)
      .innerJoin(informationLabels, eq(informationLabels.id, information.labelId))
      .leftJoin(informationReads, this.readJoin(viewer))
      .where(where)
      .orderBy(desc(information.publishedAt), desc(information.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return pageEnvelope(
      rows.map((r) => this.row(r)),
      page,
      perPage,
      total?.n ?? 0,
    );
  }

  async important(viewer: Viewer) {
    const rows = await this.db
      .select(this.columns())
      .from(information)
      .innerJoin(informationLabels, eq(informationLabels.id, information.labelId))
      .leftJoin(informationReads, this.readJoin(viewer))
      .where(and(this.published(), eq(information.important, true)))
      .orderBy(desc(information.publishedAt), desc(information.id));
    return rows.map((r) => this.row(r));
  }

  private async findVisible(id: number) {
    const [found] = await this.db
      .select({ id: information.id })
      .from(information)
      .where(and(this.published(), eq(information.id, id)));
    return found ?? null;
  }

  /** The detail, marked read for this user; null when it does not exist or is not published yet. */
  async open(viewer: Viewer, id: number) {
    const found = await this.findVisible(id);
    if (!found) return null;
    await this.db
      .insert(informationReads)
      .values({ informationId: found.id, userId: viewer.id, readAt: this.now() })
      .onConflictDoNothing();
    const [row] = await this.db
      .select(this.columns())
      .from(information)
      .innerJoin(informationLabels, eq(informationLabels.id, information.labelId))
      .leftJoin(informationReads, this.readJoin(viewer))
      .where(eq(information.id, found.id));
    return row ? this.row(row) : null;
  }

  async files(id: number) {
    const found = await this.findVisible(id);
    if (!found) return null;
    const rows = await this.db
      .select({ id: files.id, name: files.name, size: files.size })
      .from(informationFiles)
      .innerJoin(files, eq(files.id, informationFiles.fileId))
      .where(eq(informationFiles.informationId, found.id))
      .orderBy(files.id);
    return rows.map((f) => ({ name: f.name, path: informationFilePath(found.id, f.id), size: f.size }));
  }

  async download(path: string): Promise<StoredFile | null> {
    const m = PATH_PATTERN.exec(path);
    if (!m) return null;
    const found = await this.findVisible(Number(m[1]));
    if (!found) return null;
    const [file] = await this.db
      .select({ name: files.name, mimeType: files.mimeType, data: files.data })
      .from(informationFiles)
      .innerJoin(files, eq(files.id, informationFiles.fileId))
      .where(and(eq(informationFiles.informationId, found.id), eq(files.id, Number(m[2]))));
    return file ?? null;
  }
}
