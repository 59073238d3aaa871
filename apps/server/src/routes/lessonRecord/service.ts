import { courseDisplayName, LECTURES, lectureOfCourse } from '@portal/domain';
import { ja } from '@portal/messages';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  not,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { COURSES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import { classrooms, files, kids, lessonRecordReports, lessonRecords } from '../../db/schema';
import type { FileStorage } from '../../services/storage';

/** Cards a page on both lists (spec 1 §9 leaves the size open; twelve fills a 3- or 4-column grid). */
export const LESSON_RECORDS_PER_PAGE = 12;

export const LESSON_RECORD_MESSAGES = {
  recordMissing: '授業の記録が見つかりません。わが子の投稿の一覧から開き直してください。',
  postMissing: '投稿が見つかりません。みんなの投稿の一覧から開き直してください。',
  pageOutOfRange: 'このページはありません。1ページ目からご覧ください。',
  imageMissing: '画像が見つかりません。',
  seitoMismatch: 'お子さまの情報が授業の記録と一致しません。画面を読み込み直してください。',
  ownPost: 'ご自分のお子さまの投稿は通報できません。公開をやめる場合は、教室にお問い合わせください。',
  tooManyReports: ja.lessonRecordReports.refusals.tooMany,
} as const;

/** Issue 33: a family reports at most this many posts in REPORT_WINDOW_MS (the rest answer 429). */
export const REPORT_LIMIT = 5;
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

export type OwnQuery = { page?: number; tab?: number; sortOrder?: 0 | 1 };
export type PublicQuery = {
  classRoomNumber?: string;
  kozaCd?: string;
  courseCd?: string;
  nickname?: string;
  startDate?: string;
  endDate?: string;
  page?: number;
  sortOrder?: 0 | 1;
};

/** Why a call was refused; the route turns it into a 400 with the Japanese message. */
export type Refusal = { refused: keyof typeof LESSON_RECORD_MESSAGES };

const refuse = (refused: Refusal['refused']): Refusal => ({ refused });
const imageUrl = (id: number) => `/api/lessonRecord/image/${id}`;
/** `YYYY-MM` → the first day of the month after it, the exclusive end of a month range. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** A family's lesson records (わが子の投稿) and everyone's public posts (みんなの投稿), spec 1 §2 and §4. */
export class LessonRecordService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  /** The family's children's records, all or one child's (tab = kid id, 0 = all); another family's child gives none. */
  async listOwn(familyId: number | null, query: OwnQuery) {
    const page = query.page ?? 1;
    const where = and(eq(kids.familyId, familyId ?? -1), query.tab ? eq(kids.id, query.tab) : undefined);
    const order = query.sortOrder === 1 ? asc : desc;
    const [total] = await this.db
      .select({ n: count() })
      .from(lessonRecords)
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .where(where);
    const n = total?.n ?? 0;
    const lastPage = Math.max(1, Math.ceil(n / LESSON_RECORDS_PER_PAGE));
    if (page > lastPage) return refuse('pageOutOfRange');
    const rows = await this.ownRows(where)
      .orderBy(order(lessonRecords.postedOn), order(lessonRecords.id))
      .limit(LESSON_RECORDS_PER_PAGE)
      .offset((page - 1) * LESSON_RECORDS_PER_PAGE);
    return { data: rows.map(toStudentRecord), current_page: page, last_page: lastPage, total: n };
  }

  /**
   * One record of the family with its three comments, published or not: publishing to everyone's posts
   * adds a public copy of the work, it does not take the family's comments away (issue 33, which replaces
   * spec 1 §4's redirect_to_public). A published record names its public post for a link.
   */
  async detailOwn(familyId: number | null, id: number) {
    const [row] = await this.ownRows(and(eq(kids.familyId, familyId ?? -1), eq(lessonRecords.id, id)));
    if (!row) return null;
    return {
      post_data: toStudentRecord(row),
      kid_name: `${row.kidLastName} ${row.kidFirstName}`,
      lecturer_comment: row.lecturerComment ? { post_content: row.lecturerComment } : null,
      parent_comment: row.parentComment ? { post_content: row.parentComment } : null,
      public_post_id: row.public ? row.id : null,
    };
  }

  /** Saves the guardian's comment on one of the family's own records; the child named must be the record's. */
  async comment(familyId: number | null, body: { id: number; seito_no: string; parentComment: string }) {
    const [row] = await this.ownRows(and(eq(kids.familyId, familyId ?? -1), eq(lessonRecords.id, body.id)));
    if (!row) return refuse('recordMissing');
    if (row.seitoNo !== body.seito_no) return refuse('seitoMismatch');
    await this.db.update(lessonRecords).set({ parentComment: body.parentComment }).where(eq(lessonRecords.id, body.id));
    return { saved: true as const };
  }

  /**
   * Everyone's posts: public, and not reported unless the post is the viewer's own family's (spec 1 §4).
   * Only the nickname and the work leave the server, never the child's name or the family's comment.
   * Read as two parts (ADR 032): the visible posts in the order of their partial index, and the family's
   * own reported posts (few), merged; the visible total is counted once per search for a short while.
   */
  async listPublic(familyId: number | null, query: PublicQuery, now = Date.now()) {
    const page = query.page ?? 1;
    const rooms = await this.db
      .select({ id: classrooms.id, CLASSROOM_NO: classrooms.classroomNo, CLASSROOM_NAME: classrooms.name })
      .from(classrooms)
      .orderBy(asc(classrooms.classroomNo));
    const { others, nickname } = publicFilters(query, rooms);
    const filters = [
      ...others,
      nickname === undefined ? undefined : nicknameContains(nickname, lessonRecords.nickname),
    ];
    // Issue 33: the posts the family reported are hidden from it at once (few ids, read first).
    const reportedByFamily = familyId === null ? [] : await this.reportedBy(familyId);
    const shown = [
      eq(lessonRecords.public, true),
      eq(lessonRecords.reported, false),
      reportedByFamily.length ? notInArray(lessonRecords.id, reportedByFamily) : undefined,
    ];
    const visible = and(...shown, ...filters);
    const offset = (page - 1) * LESSON_RECORDS_PER_PAGE;
    const oldestFirst = query.sortOrder === 1;
    const order = oldestFirst ? asc : desc;
    // A nickname of one or two characters has no index to narrow by (trigrams need three). When many posts
    // match, walking the list in its order fills a page at once; when few do, reading every row and sorting
    // the few found is cheaper. PostgreSQL cannot tell which (it guesses a few rows for any `like '%…%'`),
    // so the search's total, counted anyway, decides.
    const walk =
      nickname !== undefined && [...nickname].length < 3
        ? Promise.all([this.visibleCount(visible, now), this.visibleCount(and(...shown, ...others), now)]).then(
            ([matching, all]) => matching * WALK_WHEN_ONE_IN >= all,
          )
        : false;
    const ordered = async (limit: number, skip = 0) => {
      if (!(await walk)) {
        return this.publicPostRows(visible)
          .orderBy(order(lessonRecords.postedOn), order(lessonRecords.id))
          .limit(limit)
          .offset(skip);
      }
      const walked = this.publicPostRows(and(...shown, ...others))
        .orderBy(order(lessonRecords.postedOn), order(lessonRecords.id))
        .offset(KEEP_SUBQUERY)
        .as('walked');
      return this.db
        .select()
        .from(walked)
        .where(nicknameContains(nickname ?? '', walked.nickname))
        .orderBy(order(walked.postedOn), order(walked.id))
        .limit(limit)
        .offset(skip);
    };
    // The family's own reported posts, the total and the page are independent reads: on PostgreSQL they wait
    // for one round trip together instead of three in a row (issue 13's search figure).
    const [own, visibleTotal, plainPage] = await Promise.all([
      familyId === null
        ? []
        : this.publicPostRows(
            and(
              eq(lessonRecords.public, true),
              eq(lessonRecords.reported, true),
              inArray(
                lessonRecords.kidId,
                this.db.select({ id: kids.id }).from(kids).where(eq(kids.familyId, familyId)),
              ),
              ...filters,
            ),
          ),
      this.visibleCount(visible, now),
      ordered(LESSON_RECORDS_PER_PAGE, offset),
    ]);
    const n = visibleTotal + own.length;
    // Which of the page's posts are the family's own children's (issue 31 item 7).
    const ownKids = new Set(
      familyId === null
        ? []
        : (await this.db.select({ id: kids.id }).from(kids).where(eq(kids.familyId, familyId))).map((k) => k.id),
    );
    const lastPage = Math.max(1, Math.ceil(n / LESSON_RECORDS_PER_PAGE));
    if (page > lastPage) return refuse('pageOutOfRange');
    // The family's own reported posts (rare) are merged into the order, which moves the page's window.
    const rows =
      own.length === 0
        ? plainPage
        : mergePosts(await ordered(offset + LESSON_RECORDS_PER_PAGE), own, oldestFirst).slice(
            offset,
            offset + LESSON_RECORDS_PER_PAGE,
          );
    return {
      data: rows.map((row) => toPublicPost(row, ownKids.has(row.kidId))),
      current_page: page,
      last_page: lastPage,
      total: n,
      classroom_name: rooms.map(({ CLASSROOM_NO, CLASSROOM_NAME }) => ({ CLASSROOM_NO, CLASSROOM_NAME })),
      course_name: COURSES.map((c) => ({
        courseCd: c.code,
        courseName: courseDisplayName(c.code),
        kozaCd: lectureOfCourse(c.code) ?? '',
      })),
    };
  }

  /**
   * The number of visible posts a search finds, counted at most once per search every 30 seconds; requests
   * asking at the same moment share one count.
   */
  private visibleCount(where: SQL | undefined, now: number): Promise<number> {
    const key = this.db.select({ n: count() }).from(lessonRecords).where(where).toSQL();
    const cacheKey = `${key.sql} ${JSON.stringify(key.params)}`;
    const counts = countsOf(this.db);
    const cached = counts.get(cacheKey);
    if (cached && now - cached.at < PUBLIC_COUNT_TTL_MS) return cached.n;
    const n = this.db
      .select({ n: count() })
      .from(lessonRecords)
      .where(where)
      .then(([total]) => total?.n ?? 0);
    if (counts.size > 500) counts.clear();
    counts.set(cacheKey, { n, at: now });
    // A failed count is not kept: the next request counts again.
    n.catch(() => counts.get(cacheKey)?.n === n && counts.delete(cacheKey));
    return n;
  }

  async detailPublic(familyId: number | null, id: number) {
    const [row] = await this.publicRows(and(this.visibleTo(familyId), eq(lessonRecords.id, id)));
    return row ? { post_data: [toPublicPost(row, row.familyId === familyId)] } : null;
  }

  /**
   * A guardian reports a post (issue 33, ADR 032): it is hidden from the reporting family at once and waits
   * in the classroom's queue, which hides it for everyone ("hidden by an administrator", spec 1 §4) or keeps
   * it. A family reports at most REPORT_LIMIT posts a day.
   */
  async report(familyId: number | null, userId: number, postId: number, at: Date) {
    const [row] = await this.publicRows(and(this.visibleTo(familyId), eq(lessonRecords.id, postId)));
    if (!row) return refuse('postMissing');
    // Issue 31 item 7: a family does not report its own child's post (it would only hide it from everyone).
    if (row.familyId === familyId) return refuse('ownPost');
    const since = new Date(at.getTime() - REPORT_WINDOW_MS);
    const [recent] = await this.db
      .select({ n: count() })
      .from(lessonRecordReports)
      .where(and(eq(lessonRecordReports.familyId, familyId ?? -1), gte(lessonRecordReports.reportedAt, since)));
    if ((recent?.n ?? 0) >= REPORT_LIMIT) return refuse('tooManyReports');
    await this.db
      .insert(lessonRecordReports)
      .values({ lessonRecordId: postId, userId, familyId, reportedAt: at })
      .onConflictDoNothing();
    forgetPublicCounts(this.db);
    return { reported: true as const };
  }

  /** The ids of the posts a family reported: hidden from it whatever the classroom decides. */
  private async reportedBy(familyId: number) {
    const rows = await this.db
      .select({ id: lessonRecordReports.lessonRecordId })
      .from(lessonRecordReports)
      .where(eq(lessonRecordReports.familyId, familyId));
    return rows.map((r) => r.id);
  }

  /** The photo, when the viewer may read the record (own family, or a visible public post); else null. */
  async image(familyId: number | null, id: number) {
    const [row] = await this.db
      .select({ key: files.key, mimeType: files.mimeType })
      .from(lessonRecords)
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .innerJoin(files, eq(files.id, lessonRecords.imageFileId))
      .where(and(eq(lessonRecords.id, id), or(eq(kids.familyId, familyId ?? -1), this.visibleTo(familyId))));
    if (!row) return null;
    const data = await this.storage.read(row.key);
    return data ? { data, mimeType: row.mimeType } : null;
  }

  /** Public, either not hidden by the classroom or the viewer's own family's post, and not reported by the viewer's family. */
  private visibleTo(familyId: number | null) {
    return and(
      eq(lessonRecords.public, true),
      or(not(lessonRecords.reported), eq(kids.familyId, familyId ?? -1)),
      not(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(lessonRecordReports)
            .where(
              and(
                eq(lessonRecordReports.lessonRecordId, lessonRecords.id),
                eq(lessonRecordReports.familyId, familyId ?? -1),
              ),
            ),
        ),
      ),
    ) as SQL;
  }

  /** Everyone's posts read from the records alone: no join, so the partial index gives the order. */
  private publicPostRows(where: SQL | undefined) {
    return this.db
      .select({
        id: lessonRecords.id,
        kidId: lessonRecords.kidId,
        title: lessonRecords.title,
        nickname: lessonRecords.nickname,
        postedOn: lessonRecords.postedOn,
        comment: lessonRecords.comment,
        imageFileId: lessonRecords.imageFileId,
        courseCd: lessonRecords.courseCode,
        reported: lessonRecords.reported,
      })
      .from(lessonRecords)
      .where(where)
      .$dynamic();
  }

  private ownRows(where: SQL | undefined) {
    return this.db
      .select({
        id: lessonRecords.id,
        courseCd: lessonRecords.courseCode,
        imageFileId: lessonRecords.imageFileId,
        title: lessonRecords.title,
        comment: lessonRecords.comment,
        postedOn: lessonRecords.postedOn,
        public: lessonRecords.public,
        lecturerComment: lessonRecords.lecturerComment,
        parentComment: lessonRecords.parentComment,
        kidId: kids.id,
        seitoNo: kids.seitoNo,
        kidLastName: kids.lastName,
        kidFirstName: kids.firstName,
      })
      .from(lessonRecords)
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .where(where)
      .$dynamic();
  }

  private publicRows(where: SQL | undefined) {
    return this.db
      .select({
        id: lessonRecords.id,
        familyId: kids.familyId,
        title: lessonRecords.title,
        nickname: lessonRecords.nickname,
        postedOn: lessonRecords.postedOn,
        comment: lessonRecords.comment,
        imageFileId: lessonRecords.imageFileId,
        courseCd: lessonRecords.courseCode,
        reported: lessonRecords.reported,
      })
      .from(lessonRecords)
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .leftJoin(classrooms, eq(classrooms.id, lessonRecords.classroomId))
      .where(where)
      .$dynamic();
  }
}

type OwnRow = Awaited<ReturnType<ReturnType<LessonRecordService['ownRows']>['execute']>>[number];
type PublicRow = Awaited<ReturnType<ReturnType<LessonRecordService['publicRows']>['execute']>>[number];

function toStudentRecord(r: OwnRow) {
  return {
    id: r.id,
    course_cd: r.courseCd,
    image_path: r.imageFileId ? imageUrl(r.id) : null,
    last_name: r.kidLastName,
    first_name: r.kidFirstName,
    post_date: r.postedOn,
    title: r.title,
    comment: r.comment,
    seito_no: r.seitoNo,
    child_data: { id: r.kidId, last_name: r.kidLastName, first_name: r.kidFirstName },
  };
}

/** A public post as a family reads it; `own` marks its own child's (no report button for those). */
function toPublicPost(r: Omit<PublicRow, 'familyId'>, own: boolean) {
  return {
    id: r.id,
    title: r.title,
    nickname: r.nickname ?? '',
    post_date: r.postedOn,
    comment: r.comment,
    image_path: r.imageFileId ? imageUrl(r.id) : null,
    course_cd: r.courseCd,
    report_flag: r.reported ? (1 as const) : (0 as const),
    own,
  };
}

/** The nickname is matched as typed: % and _ are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How long a search's total is reused (ADR 032): a new or hidden post shows in the total within this time. */
const PUBLIC_COUNT_TTL_MS = 30_000;
/** Per database (test files share a process with their own databases), per search. */
const publicCounts = new WeakMap<Database, Map<string, { n: Promise<number>; at: number }>>();
const countsOf = (db: Database) => {
  let counts = publicCounts.get(db);
  if (!counts) {
    counts = new Map();
    publicCounts.set(db, counts);
  }
  return counts;
};
/** A short nickname's posts are found by walking the list when at least one post in this many matches. */
const WALK_WHEN_ONE_IN = 50;
/**
 * `offset 0` keeps PostgreSQL from merging the walked subquery into the outer query (where it would plan the
 * seq scan and sort again); drizzle leaves out an offset of the number 0, so it is written as SQL.
 */
const KEEP_SUBQUERY = sql`0` as unknown as number;

/** A post was published, hidden or shown again: every total is counted afresh. */
export function forgetPublicCounts(db: Database) {
  publicCounts.delete(db);
}

/** The search's conditions on the records alone (the classroom by its id, known from the list of rooms), and the nickname typed. */
function publicFilters(query: PublicQuery, rooms: { id: number; CLASSROOM_NO: string }[]) {
  const lecture = query.kozaCd ? LECTURES.find((l) => l.code === query.kozaCd) : undefined;
  const lectureCourses = lecture ? COURSES.filter((c) => c.lectureId === lecture.id).map((c) => c.code) : null;
  const room = query.classRoomNumber ? (rooms.find((r) => r.CLASSROOM_NO === query.classRoomNumber)?.id ?? -1) : null;
  const others = [
    room === null ? undefined : eq(lessonRecords.classroomId, room),
    lectureCourses ? inArray(lessonRecords.courseCode, lectureCourses.length ? lectureCourses : ['-']) : undefined,
    query.courseCd ? eq(lessonRecords.courseCode, query.courseCd) : undefined,
    query.startDate ? gte(lessonRecords.postedOn, `${query.startDate}-01`) : undefined,
    query.endDate ? lt(lessonRecords.postedOn, nextMonthStart(query.endDate)) : undefined,
  ];
  return { others, nickname: query.nickname?.trim() || undefined };
}

/**
 * Any part of the nickname, whatever the letter case: `lower(nickname) like`, which the trigram index
 * answers (db/searchIndexes.ts). A text under three characters has no trigram, so the index would be read
 * whole: it is compared row by row instead, with a plain `like` when the text has no letter case at all
 * (ひな: nothing to fold, about three times cheaper than folding every nickname).
 */
function nicknameContains(text: string, column: SQLWrapper): SQL {
  const pattern = `%${escapeLike(text)}%`;
  if ([...text].length >= 3) return sql`lower(${column}) like lower(${pattern})`;
  if (text.toLowerCase() === text.toUpperCase()) return sql`(${column} || '') like ${pattern}`;
  return sql`(lower(${column}) || '') like lower(${pattern})`;
}

type PostRow = { id: number; postedOn: string };

/** Two lists in the page's order, merged (the family's own reported posts into the visible ones). */
function mergePosts<T extends PostRow>(a: T[], b: T[], oldestFirst: boolean): T[] {
  const sign = oldestFirst ? 1 : -1;
  return [...a, ...b].sort(
    (x, y) => sign * (x.postedOn === y.postedOn ? x.id - y.id : x.postedOn < y.postedOn ? -1 : 1),
  );
}
