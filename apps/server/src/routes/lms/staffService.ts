import type { components } from '@portal/api-client/schema';
import { lectureOfCourse } from '@portal/domain';
import { ja } from '@portal/messages';
import { and, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classrooms, lmsCourses, lmsLessons, staffClassrooms } from '../../db/schema';
import { FileStorage } from '../../services/storage';
import type { Cue, VideoType } from './upload';

/** The classroom side of the video lessons (issue 33, ADR 054): words the server answers with, in Japanese. */
export const STAFF_VIDEO_MESSAGES = ja.staffVideos.refusals;

/** Spec 1 §2 "Video lessons" is for the robot courses: staff publish videos only where families watch them. */
export const isRobotCourse = (courseCd: string) => ['ROBO', 'ROBOPRO'].includes(lectureOfCourse(courseCd) ?? '');

export type VideoInput = {
  classroomId: number;
  courseCd: string;
  month: string;
  title: string;
  video: { data: Buffer; type: VideoType } | null;
  captions: Cue[] | null;
};

/** A classroom's videos form one lesson day of the pack, named by the classroom, after the provider's days. */
const subjectOf = (classroomId: number) => 1000 + classroomId;

/**
 * Staff publish, edit and withdraw the lesson videos of their own classrooms; any other id answers as unknown.
 * A video is a lesson of its course's pack for the month (made when the month has none yet), carrying its
 * classroom: only families whose children take the course at that classroom see it (LmsService).
 */
export class StaffVideoService {
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
    const rows = await this.rows(inArray(lmsLessons.classroomId, rooms.length ? rooms.map((r) => r.id) : [-1]))
      .orderBy(desc(lmsCourses.month), desc(lmsLessons.id))
      .limit(200);
    return { data: rows.map(toStaffVideo), classrooms: rooms };
  }

  async create(staffId: number, input: VideoInput & { video: NonNullable<VideoInput['video']> }, at: Date) {
    const room = (await this.roomsOf(staffId)).find((r) => r.id === input.classroomId);
    if (!room) return null;
    // The object first, so no row ever points at contents that were never written.
    const videoKey = await this.storeVideo(input.video);
    const place = await this.placeIn(input.courseCd, input.month, room.name, room.id);
    const [row] = await this.db
      .insert(lmsLessons)
      .values({
        ...place,
        lessonName: input.title,
        videoKey,
        videoType: input.video.type,
        captions: input.captions ?? [],
        classroomId: room.id,
        authorId: staffId,
        updatedAt: at,
      })
      .returning({ id: lmsLessons.id });
    return row ? this.one(row.id) : null;
  }

  /** Edits a video of the staff member's classrooms (moving it only to another of them); new files replace old. */
  async update(staffId: number, id: number, input: VideoInput, at: Date) {
    const current = await this.own(staffId, id);
    if (!current) return 'missing' as const;
    const room = (await this.roomsOf(staffId)).find((r) => r.id === input.classroomId);
    if (!room) return 'notYours' as const;
    const moved =
      current.courseCd !== input.courseCd || current.month !== input.month || current.classroomId !== room.id;
    const place = moved ? await this.placeIn(input.courseCd, input.month, room.name, room.id) : {};
    const videoKey = input.video ? await this.storeVideo(input.video) : current.videoKey;
    await this.db
      .update(lmsLessons)
      .set({
        ...place,
        lessonName: input.title,
        videoKey,
        ...(input.video ? { videoType: input.video.type } : {}),
        ...(input.captions ? { captions: input.captions } : {}),
        classroomId: room.id,
        updatedAt: at,
      })
      .where(eq(lmsLessons.id, id));
    if (input.video) await this.storage.delete(current.videoKey);
    return this.one(id);
  }

  async withdraw(staffId: number, id: number, at: Date) {
    if (!(await this.own(staffId, id))) return false;
    await this.db.update(lmsLessons).set({ withdrawnAt: at, updatedAt: at }).where(eq(lmsLessons.id, id));
    return true;
  }

  /** The pack of the course and month (made, or opened, for the classroom's video) and the lesson's place in it. */
  private async placeIn(courseCd: string, month: string, classroomName: string, classroomId: number) {
    const [pack] = await this.db
      .select({ id: lmsCourses.id, published: lmsCourses.published })
      .from(lmsCourses)
      .where(and(eq(lmsCourses.courseCode, courseCd), eq(lmsCourses.month, month)))
      .orderBy(lmsCourses.id)
      .limit(1);
    let packId = pack?.id;
    if (pack && !pack.published) {
      await this.db.update(lmsCourses).set({ published: true }).where(eq(lmsCourses.id, pack.id));
    }
    if (packId === undefined) {
      const [made] = await this.db
        .insert(lmsCourses)
        .values({
          lmsCode: `LMS-${courseCd}-${month.replace('-', '')}`,
          courseCode: courseCd,
          month,
          period: 'first',
          robotNo: 'SU',
          title: STAFF_VIDEO_PACK_TITLE,
          name: null,
        })
        .onConflictDoNothing()
        .returning({ id: lmsCourses.id });
      packId = made?.id;
      if (packId === undefined) {
        // Another request made it at the same time: use that one.
        const [again] = await this.db
          .select({ id: lmsCourses.id })
          .from(lmsCourses)
          .where(and(eq(lmsCourses.courseCode, courseCd), eq(lmsCourses.month, month)));
        if (!again) throw new Error('lms course insert returned nothing');
        packId = again.id;
      }
    }
    const [last] = await this.db
      .select({ order: max(lmsLessons.sortOrder) })
      .from(lmsLessons)
      .where(eq(lmsLessons.lmsCourseId, packId));
    return {
      lmsCourseId: packId,
      subjectNo: subjectOf(classroomId),
      subjectName: classroomName,
      sortOrder: (last?.order ?? 0) + 1,
    };
  }

  private async own(staffId: number, id: number) {
    const rooms = (await this.roomsOf(staffId)).map((r) => r.id);
    const [row] = await this.db
      .select({
        id: lmsLessons.id,
        videoKey: lmsLessons.videoKey,
        classroomId: lmsLessons.classroomId,
        courseCd: lmsCourses.courseCode,
        month: lmsCourses.month,
      })
      .from(lmsLessons)
      .innerJoin(lmsCourses, eq(lmsCourses.id, lmsLessons.lmsCourseId))
      .where(and(eq(lmsLessons.id, id), inArray(lmsLessons.classroomId, rooms.length ? rooms : [-1])));
    return row ?? null;
  }

  private async one(id: number) {
    const [row] = await this.rows(eq(lmsLessons.id, id));
    return row ? toStaffVideo(row) : null;
  }

  private async storeVideo(video: { data: Buffer; type: VideoType }) {
    const key = FileStorage.newKey();
    await this.storage.put(key, video.data, video.type);
    return key;
  }

  private rows(where: SQL | undefined) {
    return this.db
      .select({
        id: lmsLessons.id,
        classroomId: lmsLessons.classroomId,
        classroomName: classrooms.name,
        courseCd: lmsCourses.courseCode,
        month: lmsCourses.month,
        title: lmsLessons.lessonName,
        videoType: lmsLessons.videoType,
        captions: lmsLessons.captions,
        withdrawnAt: lmsLessons.withdrawnAt,
      })
      .from(lmsLessons)
      .innerJoin(lmsCourses, eq(lmsCourses.id, lmsLessons.lmsCourseId))
      .innerJoin(classrooms, eq(classrooms.id, lmsLessons.classroomId))
      .where(where)
      .$dynamic();
  }
}

const STAFF_VIDEO_PACK_TITLE = ja.staffVideos.packTitle;

type Row = Awaited<ReturnType<ReturnType<StaffVideoService['rows']>['execute']>>[number];

function toStaffVideo(r: Row) {
  return {
    id: r.id,
    classroomId: r.classroomId ?? 0,
    classroomName: r.classroomName,
    courseCd: r.courseCd as components['schemas']['CourseCode'],
    month: r.month,
    title: r.title,
    videoType: r.videoType as VideoType,
    captionCount: r.captions.length,
    withdrawn: r.withdrawnAt !== null,
  };
}
