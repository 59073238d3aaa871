import type { components } from '@portal/api-client/schema';
import { ja } from '@portal/messages';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classrooms, columns, files, staffClassrooms } from '../../db/schema';
import { FileStorage } from '../../services/storage';
import { toSafeHtml } from '../news/richText';
import { articleUrl } from './service';

/** The classroom side of the columns (issue 33, ADR 047): words the server answers with, in Japanese. */
export const STAFF_COLUMN_MESSAGES = ja.staffColumns.refusals;

export type ColumnInput = {
  classroomId: number;
  courseCd: string;
  releaseMonth: string;
  title: string;
  lead: string;
  body: string;
  image: Buffer | null;
};

const coverPath = (id: number) => `/api/column/image/${id}`;

/** Staff write, edit and withdraw the columns of their own classrooms; any other id answers as unknown. */
export class StaffColumnService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  async roomsOf(staffId: number) {
    return this.db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(staffClassrooms)
      .innerJoin(classrooms, eq(classrooms.id, staffClassrooms.classroomId))
      .where(eq(staffClassrooms.userId, staffId))
      .orderBy(classrooms.classroomNo);
  }

  async list(staffId: number) {
    const rooms = await this.roomsOf(staffId);
    const rows = await this.rows(inArray(columns.classroomId, rooms.length ? rooms.map((r) => r.id) : [-1]))
      .orderBy(desc(columns.releaseMonth), desc(columns.id))
      .limit(200);
    return { data: rows.map(toStaffColumn), classrooms: rooms };
  }

  /** The cleaned body, or null when nothing readable is left (a body of only tags or scripts). */
  static cleanBody(body: string): string | null {
    const safe = toSafeHtml(body);
    return safe.replace(/<[^>]*>/g, '').trim() === '' ? null : safe;
  }

  async create(staffId: number, input: ColumnInput, at: Date) {
    if (!(await this.mayWrite(staffId, input.classroomId))) return null;
    const imageFileId = input.image ? await this.storeImage(input.image) : null;
    const [row] = await this.db
      .insert(columns)
      .values({
        courseCode: input.courseCd,
        releaseMonth: input.releaseMonth,
        title: input.title,
        lead: input.lead,
        body: '',
        bodyHtml: input.body,
        imageFileId,
        classroomId: input.classroomId,
        authorId: staffId,
        updatedAt: at,
      })
      .returning({ id: columns.id });
    return row ? this.one(row.id) : null;
  }

  /** Edits a column of the staff member's classrooms (moving it only to another of them). */
  async update(staffId: number, id: number, input: ColumnInput, at: Date) {
    const current = await this.own(staffId, id);
    if (!current) return 'missing' as const;
    if (!(await this.mayWrite(staffId, input.classroomId))) return 'notYours' as const;
    const imageFileId = input.image ? await this.storeImage(input.image) : current.imageFileId;
    await this.db
      .update(columns)
      .set({
        courseCode: input.courseCd,
        releaseMonth: input.releaseMonth,
        title: input.title,
        lead: input.lead,
        bodyHtml: input.body,
        imageFileId,
        classroomId: input.classroomId,
        updatedAt: at,
      })
      .where(eq(columns.id, id));
    return this.one(id);
  }

  async withdraw(staffId: number, id: number, at: Date) {
    if (!(await this.own(staffId, id))) return false;
    await this.db.update(columns).set({ withdrawnAt: at, updatedAt: at }).where(eq(columns.id, id));
    return true;
  }

  private async mayWrite(staffId: number, classroomId: number) {
    return (await this.roomsOf(staffId)).some((r) => r.id === classroomId);
  }

  private async own(staffId: number, id: number) {
    const rooms = (await this.roomsOf(staffId)).map((r) => r.id);
    const [row] = await this.db
      .select({ id: columns.id, imageFileId: columns.imageFileId })
      .from(columns)
      .where(and(eq(columns.id, id), inArray(columns.classroomId, rooms.length ? rooms : [-1])));
    return row ?? null;
  }

  private async one(id: number) {
    const [row] = await this.rows(eq(columns.id, id));
    return row ? toStaffColumn(row) : null;
  }

  /** The object first, so no row ever points at contents that were never written. */
  private async storeImage(image: Buffer) {
    const key = FileStorage.newKey();
    await this.storage.put(key, image, 'image/jpeg');
    const [file] = await this.db
      .insert(files)
      .values({ name: 'column-cover.jpg', mimeType: 'image/jpeg', size: image.length, key })
      .returning({ id: files.id });
    if (!file) throw new Error('file insert returned nothing');
    return file.id;
  }

  private rows(where: SQL | undefined) {
    return this.db
      .select({
        id: columns.id,
        classroomId: columns.classroomId,
        classroomName: classrooms.name,
        courseCd: columns.courseCode,
        releaseMonth: columns.releaseMonth,
        title: columns.title,
        lead: columns.lead,
        body: columns.body,
        bodyHtml: columns.bodyHtml,
        imageFileId: columns.imageFileId,
        withdrawnAt: columns.withdrawnAt,
      })
      .from(columns)
      .innerJoin(classrooms, eq(classrooms.id, columns.classroomId))
      .where(where)
      .$dynamic();
  }
}

type Row = Awaited<ReturnType<ReturnType<StaffColumnService['rows']>['execute']>>[number];

function toStaffColumn(r: Row) {
  return {
    id: r.id,
    classroomId: r.classroomId ?? 0,
    classroomName: r.classroomName,
    courseCd: r.courseCd as components['schemas']['CourseCode'],
    releaseMonth: r.releaseMonth,
    title: r.title,
    lead: r.lead,
    body: toSafeHtml(r.bodyHtml ?? r.body),
    imagePath: r.imageFileId ? coverPath(r.id) : null,
    url: articleUrl(r.id),
    withdrawn: r.withdrawnAt !== null,
  };
}
