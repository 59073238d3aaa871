import type { components } from '@portal/api-client/schema';
import { jstIsoDate } from '@portal/domain';
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  classrooms,
  enrolments,
  files,
  kids,
  lessonRecordReports,
  lessonRecords,
  notifications,
  staffClassrooms,
  users,
} from '../../db/schema';
import { notificationsTag, type ReadCache } from '../../services/read-cache';
import { FileStorage } from '../../services/storage';
import { forgetPublicCounts } from './service';

/** The staff list is a working list: more rows a page than the guardians' grid. */
export const STAFF_RECORDS_PER_PAGE = 20;

export const STAFF_LESSON_RECORD_MESSAGES = {
  notYours: 'このお子さまは担当の教室に通っていません。',
  recordMissing: '授業の記録が見つかりません。一覧を読み込み直してください。',
  pageOutOfRange: 'このページはありません。1ページ目からご覧ください。',
  courseNotTaken: 'コースはお子さまが受講しているものから選んでください。',
  answer: '教室からのコメントを1文字以上500文字以内で入力してください。',
  photoMissing: '写真を選択してください。',
  photoTooLarge: '写真のサイズが大きすぎます。10MB以内の写真を選択してください。',
  photoType: 'JPEG、PNG、WebP形式の写真を選択してください。',
  photoTooManyPixels: '写真の画素数が多すぎます。5,000万画素以内（例：8,000×6,000）の写真を選択してください。',
  photoUnreadable: '写真を読み込めませんでした。壊れていないJPEG、PNG、WebP形式の写真を選択してください。',
  unreadableUpload: '送信内容を受け取れませんでした。もう一度お試しください。',
} as const;

export type StaffFilter = 'all' | 'commented' | 'reported';
export type NewRecord = {
  kidId: number;
  courseCd: string;
  title: string;
  comment: string;
  lecturerComment: string | null;
  nickname: string | null;
  photo: Buffer;
};

type CourseCode = components['schemas']['CourseCode'];

const imageUrl = (id: number) => `/api/staff/lessonRecord/image/${id}`;

/**
 * The classroom side of the lesson records (issue 13): a staff member reaches the children and the
 * records of their own classrooms only; any other id answers as if it did not exist.
 */
export class StaffLessonRecordService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly cache: ReadCache,
  ) {}

  async roomsOf(staffId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: staffClassrooms.classroomId })
      .from(staffClassrooms)
      .where(eq(staffClassrooms.userId, staffId));
    return rows.map((r) => r.id);
  }

  /** Children with a running enrolment at one of the rooms, with the courses they take there. */
  async kidsOf(rooms: number[], today: string) {
    if (rooms.length === 0) return [];
    const rows = await this.db
      .select({
        id: kids.id,
        lastName: kids.lastName,
        firstName: kids.firstName,
        lastNameKana: kids.lastNameKana,
        firstNameKana: kids.firstNameKana,
        classroomId: classrooms.id,
        classroomName: classrooms.name,
        courseCd: enrolments.courseCode,
      })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .innerJoin(classrooms, eq(classrooms.id, enrolments.classroomId))
      .where(
        and(
          inArray(enrolments.classroomId, rooms),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, today)),
          sql`${enrolments.startedOn} <= ${today}`,
        ),
      )
      .orderBy(asc(kids.lastNameKana), asc(kids.firstNameKana), asc(kids.id), asc(enrolments.courseCode));
    const byKid = new Map<
      number,
      { id: number; name: string; classroom_name: string; classroomId: number; courses: CourseCode[] }
    >();
    for (const r of rows) {
      const kid = byKid.get(r.id) ?? {
        id: r.id,
        name: `${r.lastName} ${r.firstName}`,
        classroom_name: r.classroomName,
        classroomId: r.classroomId,
        courses: [],
      };
      const course = r.courseCd as CourseCode;
      if (!kid.courses.includes(course)) kid.courses.push(course);
      byKid.set(r.id, kid);
    }
    return [...byKid.values()];
  }

  async list(staffId: number, query: { page?: number; filter?: StaffFilter }, today: string) {
    const rooms = await this.roomsOf(staffId);
    const page = query.page ?? 1;
    const reportedOnce = exists(
      this.db
        .select({ one: sql`1` })
        .from(lessonRecordReports)
        .where(eq(lessonRecordReports.lessonRecordId, lessonRecords.id)),
    );
    const where = and(
      inArray(lessonRecords.classroomId, rooms.length ? rooms : [-1]),
      query.filter === 'commented' ? isNotNull(lessonRecords.parentComment) : undefined,
      query.filter === 'reported' ? or(eq(lessonRecords.reported, true), reportedOnce) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(lessonRecords).where(where);
    const n = total?.n ?? 0;
    const lastPage = Math.max(1, Math.ceil(n / STAFF_RECORDS_PER_PAGE));
    if (page > lastPage) return { refused: 'pageOutOfRange' as const };
    const rows = await this.rows(where)
      .orderBy(desc(lessonRecords.postedOn), desc(lessonRecords.id))
      .limit(STAFF_RECORDS_PER_PAGE)
      .offset((page - 1) * STAFF_RECORDS_PER_PAGE);
    const kidsOfRooms = await this.kidsOf(rooms, today);
    return {
      data: rows.map(toStaffRecord),
      kids: kidsOfRooms.map(({ classroomId: _, ...k }) => k),
      current_page: page,
      last_page: lastPage,
      total: n,
    };
  }

  /**
   * Stores the photo and the record, then tells the family's guardians (type-1 notification, spec 1 §3):
   * the record belongs to the classroom where the child takes the chosen course.
   */
  async post(staffId: number, input: NewRecord, now: Date) {
    const rooms = await this.roomsOf(staffId);
    const today = jstIsoDate(now);
    const kid = (await this.kidsOf(rooms, today)).find((k) => k.id === input.kidId);
    if (!kid) return { refused: 'notYours' as const };
    if (!(kid.courses as string[]).includes(input.courseCd)) return { refused: 'courseNotTaken' as const };
    const [enrolment] = await this.db
      .select({ classroomId: enrolments.classroomId, familyId: kids.familyId })
      .from(enrolments)
      .innerJoin(kids, eq(kids.id, enrolments.kidId))
      .where(
        and(
          eq(enrolments.kidId, kid.id),
          eq(enrolments.courseCode, input.courseCd),
          inArray(enrolments.classroomId, rooms),
        ),
      )
      .limit(1);
    if (!enrolment) return { refused: 'notYours' as const };
    const key = FileStorage.newKey();
    // The object first, so that no row ever points at contents that were never written.
    await this.storage.put(key, input.photo, 'image/jpeg');
    try {
      const { id, notified } = await this.db.transaction(async (tx) => {
        const [file] = await tx
          .insert(files)
          .values({ name: 'lesson-record.jpg', mimeType: 'image/jpeg', size: input.photo.length, key })
          .returning({ id: files.id });
        if (!file) throw new Error('file insert returned nothing');
        const [record] = await tx
          .insert(lessonRecords)
          .values({
            kidId: kid.id,
            courseCode: input.courseCd,
            classroomId: enrolment.classroomId,
            title: input.title,
            comment: input.comment,
            lecturerComment: input.lecturerComment,
            public: input.nickname !== null,
            nickname: input.nickname,
            postedOn: today,
            imageFileId: file.id,
          })
          .returning({ id: lessonRecords.id });
        if (!record) throw new Error('record insert returned nothing');
        const guardians = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.familyId, enrolment.familyId), eq(users.kind, 'guardian')));
        if (guardians.length) {
          await tx
            .insert(notifications)
            .values(guardians.map((g) => ({ userId: g.id, type: 1, lessonRecordId: record.id, publishedAt: now })));
        }
        return { id: record.id, notified: guardians.map((g) => g.id) };
      });
      // After the commit: the bells of the notified guardians show the new record at once.
      this.cache.invalidate(...notified.map(notificationsTag));
      if (input.nickname !== null) forgetPublicCounts(this.db);
      const [row] = await this.rows(eq(lessonRecords.id, id));
      if (!row) throw new Error('stored record not found');
      return { record: toStaffRecord(row) };
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }

  /** The classroom's comment, written in answer to the guardian's (the one classroom comment of spec 1 §3). */
  async answer(staffId: number, id: number, lecturerComment: string) {
    if (!(await this.isOwn(staffId, id))) return false;
    await this.db.update(lessonRecords).set({ lecturerComment }).where(eq(lessonRecords.id, id));
    return true;
  }

  async publish(staffId: number, id: number, nickname: string | null) {
    if (!(await this.isOwn(staffId, id))) return false;
    await this.db
      .update(lessonRecords)
      .set(nickname === null ? { public: false } : { public: true, nickname })
      .where(eq(lessonRecords.id, id));
    forgetPublicCounts(this.db);
    return true;
  }

  /**
   * The queue of reported posts (issue 33): public posts of the staff member's classrooms with reports not
   * yet decided, the longest waiting first. A queue, not a history: a hundred rows is a day's work and more.
   */
  async reportQueue(staffId: number) {
    const rooms = await this.roomsOf(staffId);
    if (rooms.length === 0) return [];
    const open = this.db
      .select({
        id: lessonRecordReports.lessonRecordId,
        n: sql<number>`count(*)::int`.as('n'),
        first: sql<Date>`min(${lessonRecordReports.reportedAt})`.as('first'),
        last: sql<Date>`max(${lessonRecordReports.reportedAt})`.as('last'),
      })
      .from(lessonRecordReports)
      .where(isNull(lessonRecordReports.decision))
      .groupBy(lessonRecordReports.lessonRecordId)
      .as('open');
    const rows = await this.db
      .select({
        id: lessonRecords.id,
        kidLastName: kids.lastName,
        kidFirstName: kids.firstName,
        classroomName: classrooms.name,
        courseCd: lessonRecords.courseCode,
        imageFileId: lessonRecords.imageFileId,
        postedOn: lessonRecords.postedOn,
        title: lessonRecords.title,
        comment: lessonRecords.comment,
        nickname: lessonRecords.nickname,
        hidden: lessonRecords.reported,
        n: open.n,
        first: open.first,
        last: open.last,
      })
      .from(open)
      .innerJoin(lessonRecords, eq(lessonRecords.id, open.id))
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .innerJoin(classrooms, eq(classrooms.id, lessonRecords.classroomId))
      .where(inArray(lessonRecords.classroomId, rooms))
      .orderBy(asc(open.first), asc(lessonRecords.id))
      .limit(100);
    return rows.map((r) => ({
      id: r.id,
      kid_name: `${r.kidLastName} ${r.kidFirstName}`,
      classroom_name: r.classroomName,
      course_cd: r.courseCd,
      image_path: r.imageFileId ? imageUrl(r.id) : null,
      post_date: r.postedOn,
      title: r.title,
      comment: r.comment,
      nickname: r.nickname,
      hidden: r.hidden,
      report_count: Number(r.n),
      first_reported_at: new Date(r.first).toISOString(),
      last_reported_at: new Date(r.last).toISOString(),
    }));
  }

  /**
   * The classroom decides a reported post (issue 33): 'hide' hides it for everyone but its own family
   * ("hidden by an administrator", spec 1 §4), 'keep' shows it to the other families; both close its open
   * reports. The reporting families do not see it again either way (their report hid it from them).
   */
  async decide(staffId: number, id: number, decision: 'hide' | 'keep', at: Date) {
    if (!(await this.isOwn(staffId, id))) return false;
    await this.db.transaction(async (tx) => {
      await tx
        .update(lessonRecordReports)
        .set({ decision: decision === 'hide' ? 'hidden' : 'kept', decidedAt: at, decidedBy: staffId })
        .where(and(eq(lessonRecordReports.lessonRecordId, id), isNull(lessonRecordReports.decision)));
      await tx
        .update(lessonRecords)
        .set({ reported: decision === 'hide' })
        .where(eq(lessonRecords.id, id));
    });
    forgetPublicCounts(this.db);
    return true;
  }

  /** A post the classroom hid (ADR 032), shown to everyone again after a second look. */
  async unhide(staffId: number, id: number) {
    if (!(await this.isOwn(staffId, id))) return false;
    await this.db.update(lessonRecords).set({ reported: false }).where(eq(lessonRecords.id, id));
    forgetPublicCounts(this.db);
    return true;
  }

  async image(staffId: number, id: number) {
    const rooms = await this.roomsOf(staffId);
    const [row] = await this.db
      .select({ key: files.key, mimeType: files.mimeType })
      .from(lessonRecords)
      .innerJoin(files, eq(files.id, lessonRecords.imageFileId))
      .where(and(eq(lessonRecords.id, id), inArray(lessonRecords.classroomId, rooms.length ? rooms : [-1])));
    if (!row) return null;
    const data = await this.storage.read(row.key);
    return data ? { data, mimeType: row.mimeType } : null;
  }

  private async isOwn(staffId: number, id: number) {
    const rooms = await this.roomsOf(staffId);
    if (rooms.length === 0) return false;
    const [row] = await this.db
      .select({ id: lessonRecords.id })
      .from(lessonRecords)
      .where(and(eq(lessonRecords.id, id), inArray(lessonRecords.classroomId, rooms)));
    return Boolean(row);
  }

  private rows(where: SQL | undefined) {
    return this.db
      .select({
        id: lessonRecords.id,
        kidId: kids.id,
        kidLastName: kids.lastName,
        kidFirstName: kids.firstName,
        classroomName: classrooms.name,
        courseCd: lessonRecords.courseCode,
        imageFileId: lessonRecords.imageFileId,
        postedOn: lessonRecords.postedOn,
        title: lessonRecords.title,
        comment: lessonRecords.comment,
        lecturerComment: lessonRecords.lecturerComment,
        parentComment: lessonRecords.parentComment,
        public: lessonRecords.public,
        nickname: lessonRecords.nickname,
        reported: lessonRecords.reported,
        reportCount: sql<number>`(select count(*)::int from ${lessonRecordReports} where ${lessonRecordReports.lessonRecordId} = ${lessonRecords.id})`,
      })
      .from(lessonRecords)
      .innerJoin(kids, eq(kids.id, lessonRecords.kidId))
      .innerJoin(classrooms, eq(classrooms.id, lessonRecords.classroomId))
      .where(where)
      .$dynamic();
  }
}

type Row = Awaited<ReturnType<ReturnType<StaffLessonRecordService['rows']>['execute']>>[number];

function toStaffRecord(r: Row) {
  return {
    id: r.id,
    kid_id: r.kidId,
    kid_name: `${r.kidLastName} ${r.kidFirstName}`,
    classroom_name: r.classroomName,
    course_cd: r.courseCd,
    image_path: r.imageFileId ? imageUrl(r.id) : null,
    post_date: r.postedOn,
    title: r.title,
    comment: r.comment,
    lecturer_comment: r.lecturerComment,
    parent_comment: r.parentComment,
    public: r.public,
    nickname: r.nickname,
    report_flag: r.reported ? (1 as const) : (0 as const),
    report_count: Number(r.reportCount),
  };
}
