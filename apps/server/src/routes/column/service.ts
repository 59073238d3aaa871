import { courseDisplayName, jstIsoDate, jstYearMonth, lectureOfCourse } from '@portal/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { COURSES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import { columns, enrolments, files, kids } from '../../db/schema';
import { pageEnvelope } from '../news/common';
import { toSafeHtml } from '../news/richText';

/** Spec 1 §2 "Columns": twelve cards a page. */
export const COLUMNS_PER_PAGE = 12;

export type ColumnQuery = { courseCd?: string; sortOrder?: 'latest' | 'oldest'; page?: number };

export type ColumnArticle = {
  id: number;
  title: string;
  lead: string;
  paragraphs: string[];
  /** A column staff wrote (issue 33): its cleaned rich text, rendered instead of the paragraphs. */
  html: string | null;
  /** The storage key of a cover staff uploaded. */
  imageKey: string | null;
  courseName: string;
  courseCd: string;
  releaseMonth: string;
};

/** The courses a family's children take now, and the columns written for them. */
export class ColumnService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The family's current courses in the catalogue's order (the filter's choices), with their lecture code. */
  async courses(familyId: number | null) {
    if (familyId === null) return [];
    const today = jstIsoDate(this.now());
    const rows = await this.db
      .selectDistinct({ code: enrolments.courseCode })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .where(
        and(
          eq(kids.familyId, familyId),
          lte(enrolments.startedOn, today),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
        ),
      );
    return rows
      .map((r) => ({ courseCd: r.code, courseName: courseDisplayName(r.code), kozaCd: lectureOfCourse(r.code) ?? '' }))
      .sort((a, b) => catalogueOrder(a.courseCd) - catalogueOrder(b.courseCd));
  }

  /** The classrooms where the family's children take a course now (a classroom's own columns reach them). */
  private async classroomsOf(familyId: number | null) {
    if (familyId === null) return [];
    const today = jstIsoDate(this.now());
    const rows = await this.db
      .selectDistinct({ id: enrolments.classroomId })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .where(
        and(
          eq(kids.familyId, familyId),
          lte(enrolments.startedOn, today),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * The published columns (release month up to this one) of the family's courses, or of one of them.
   * A course the family does not take gives an empty page, as a course without columns does.
   */
  async list(familyId: number | null, query: ColumnQuery) {
    const courses = await this.courses(familyId);
    const page = query.page ?? 1;
    const codes = courses.map((c) => c.courseCd).filter((code) => !query.courseCd || code === query.courseCd);
    if (codes.length === 0) return { courses, data: pageEnvelope([], page, COLUMNS_PER_PAGE, 0) };
    const rooms = await this.classroomsOf(familyId);
    const where: SQL | undefined = and(
      inArray(columns.courseCode, codes),
      lte(columns.releaseMonth, jstYearMonth(this.now())),
      // Issue 33: a classroom's own column reaches the families of that classroom; withdrawn ones nobody.
      isNull(columns.withdrawnAt),
      or(isNull(columns.classroomId), inArray(columns.classroomId, rooms.length ? rooms : [-1])),
    );
    const order = query.sortOrder === 'oldest' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: columns.id,
          courseCd: columns.courseCode,
          releaseMonth: columns.releaseMonth,
          title: columns.title,
          lead: columns.lead,
        })
        .from(columns)
        .where(where)
        .orderBy(order(columns.releaseMonth), order(columns.id))
        .limit(COLUMNS_PER_PAGE)
        .offset((page - 1) * COLUMNS_PER_PAGE),
      this.db.select({ n: count() }).from(columns).where(where),
    ]);
    const data = rows.map((r) => ({ ...r, url: articleUrl(r.id), imagePath: `/api/column/image/${r.id}` }));
    return { courses, data: pageEnvelope(data, page, COLUMNS_PER_PAGE, total?.n ?? 0) };
  }

  /** One published column as its page shows it; null when there is none with the id yet. */
  async article(id: number): Promise<ColumnArticle | null> {
    const [found] = await this.db
      .select({ row: columns, imageKey: files.key })
      .from(columns)
      .leftJoin(files, eq(files.id, columns.imageFileId))
      .where(and(eq(columns.id, id), lte(columns.releaseMonth, jstYearMonth(this.now())), isNull(columns.withdrawnAt)));
    if (!found) return null;
    const row = found.row;
    return {
      id: row.id,
      title: row.title,
      lead: row.lead,
      paragraphs: row.body.split(/\n{2,}/),
      html: row.bodyHtml === null ? null : toSafeHtml(row.bodyHtml),
      imageKey: found.imageKey,
      courseName: courseDisplayName(row.courseCode),
      courseCd: row.courseCode,
      releaseMonth: row.releaseMonth,
    };
  }
}

const catalogueOrder = (code: string) => COURSES.findIndex((c) => c.code === code);

/** Where a column is read: its own page on this server (the card and the bell open it in a new tab). */
export const articleUrl = (id: number) => `/api/column/article/${id}`;
