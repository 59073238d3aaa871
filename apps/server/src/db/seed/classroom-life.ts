import { insertAnnouncement } from '../../routes/news/staffService';
import type { Database } from '../client';
import {
  announcementReads,
  attendances,
  chatMessages,
  chatRooms,
  informationLabels,
  lessonRecords,
  lessons,
  membershipApplications,
  notifications,
  trialBookings,
} from '../schema';
import {
  type ClassKey,
  cancellations,
  cancellationsOf,
  classroomNotices,
  DEMO_CLASSES,
  jaDate,
  recessReason,
} from './year';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;
const JST = 9 * 3_600_000;

/** The Japanese calendar date (YYYY-MM-DD) `offset` days from today. */
export const jstDate = (today: Date, offset = 0) =>
  new Date(today.getTime() + JST + offset * DAY).toISOString().slice(0, 10);

/** An instant at a Japanese wall-clock time on a date. */
export const jstAt = (isoDate: string, time: string) => new Date(`${isoDate}T${time}:00+09:00`);

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * 結菜's leave (seed/assessment.ts records it in kid_leaves): this month, asked for on the 12th of the month before
 * (the terms want it by the 20th). Her leave month holds no lesson, absence, transfer, post or chat of a lesson
 * (issue 31 item 35: she was on leave and yet had lessons).
 */
export function yuinaLeave(today: Date) {
  const month = jstDate(today).slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return { month, askedOn: `${before}-12`, answeredOn: `${before}-13` };
}

export type LifeContext = {
  today: Date;
  rooms: Record<'jiyugaoka' | 'musashikosugi' | 'kichijoji', number>;
  families: Record<'sato' | 'takahashi' | 'ito', number>;
  users: Record<'guardian' | 'guardian2' | 'staff', number>;
  kids: Record<'haruto' | 'yuina' | 'ren', number>;
};

/** The Japanese calendar date of an instant. */
const jstDay = (instant: Date) => new Date(instant.getTime() + JST).toISOString().slice(0, 10);

/**
 * Weeks of lessons, attendance, posts, notifications and messages around today, so every screen of the
 * first family (and of the second, separately) has recent history and upcoming dates.
 */
export async function seedClassroomLife(tx: Tx, c: LifeContext) {
  const { today } = c;
  const at = (offset: number, time: string) => jstAt(jstDate(today, offset), time);

  // ---- lessons and attendance: a year back, 6 weeks ahead ----
  // Closures of the terms (year-end, Obon, Golden Week) and the classrooms' own cancellations are
  // recess; only a cancellation gets a transfer, to the class the classroom offered (seed/year.ts).
  const series: { key: ClassKey; kid: number; classroomId: number }[] = [
    { key: 'jiyugaoka', kid: c.kids.haruto, classroomId: c.rooms.jiyugaoka },
    { key: 'musashikosugi', kid: c.kids.yuina, classroomId: c.rooms.musashikosugi },
    { key: 'kichijoji', kid: c.kids.ren, classroomId: c.rooms.kichijoji },
  ];
  const cancelled = cancellations(today);
  const absentOn = new Map<ClassKey, Date>();
  const leave = yuinaLeave(today);
  for (const s of series) {
    const k = DEMO_CLASSES[s.key];
    const dates: number[] = [];
    for (let offset = -364; offset <= 42; offset++)
      if (weekday(jstDate(today, offset)) === k.weekday) dates.push(offset);
    const onLeave = (instant: Date) => s.kid === c.kids.yuina && jstDay(instant).startsWith(leave.month);
    const rows = await tx
      .insert(lessons)
      .values(
        dates.map((offset) => ({
          classroomId: s.classroomId,
          courseCode: k.course,
          className: k.className,
          startsAt: at(offset, k.start),
          endsAt: at(offset, k.end),
          recess: recessReason(k, jstDate(today, offset), today) !== undefined,
        })),
      )
      .returning();
    const past = rows.filter((l) => !l.recess && l.endsAt < today && !onLeave(l.startsAt));
    // Three absences spread over the year; the latest one is the one the classroom wrote about.
    const absences = new Set([past.at(-5), past.at(-17), past.at(-31)].flatMap((l) => (l ? [l.id] : [])));
    const absent = past.at(-5);
    if (absent) absentOn.set(s.key, absent.startsAt);
    // Each cancellation of the class becomes a transfer to the class the classroom offered.
    const moves = new Map<number, { to: number; status: number | null }>();
    for (const cancellation of cancellationsOf(s.key, today)) {
      const moved = rows.find((l) => jstDay(l.startsAt) === cancellation.date);
      if (!moved) continue;
      const t = cancellation.transfer;
      const [extra] = await tx
        .insert(lessons)
        .values({
          classroomId: s.classroomId,
          courseCode: k.course,
          className: t.className,
          startsAt: jstAt(t.date, t.start),
          endsAt: jstAt(t.date, t.end),
        })
        .returning();
      if (!extra) continue;
      const held = extra.endsAt < today;
      // 吉祥寺's child missed the make-up lesson of the earlier cancellation (the crossed-out transfer badge).
      const missed = s.key === 'kichijoji' && cancellation !== cancelled[s.key];
      moves.set(moved.id, { to: extra.id, status: held ? (missed ? 2 : 1) : null });
    }
    await tx.insert(attendances).values(
      rows
        .filter((l) => (!l.recess || moves.has(l.id)) && !onLeave(l.startsAt))
        .map((l) => {
          const move = moves.get(l.id);
          if (move) {
            return { kidId: s.kid, lessonId: l.id, status: 3, transferLessonId: move.to, transferStatus: move.status };
          }
          const held = l.endsAt < today;
          return { kidId: s.kid, lessonId: l.id, status: held ? (absences.has(l.id) ? 2 : 1) : null };
        }),
    );
  }

  // ---- announcements from each classroom (seed/year.ts writes them) ----
  const senders = [
    { key: 'jiyugaoka' as const, classroomId: c.rooms.jiyugaoka, readers: [c.users.guardian] },
    { key: 'musashikosugi' as const, classroomId: c.rooms.musashikosugi, readers: [c.users.guardian] },
    { key: 'kichijoji' as const, classroomId: c.rooms.kichijoji, readers: [c.users.guardian2] },
  ];
  for (const s of senders) {
    // Issue 33: through the staff pages' own write (ADR 045), dated as if published then.
    const rows = [];
    for (const n of classroomNotices(s.key, today)) {
      rows.push(
        await insertAnnouncement(tx, {
          classroomId: s.classroomId,
          title: n.title,
          content: n.content,
          senderName: n.senderName,
          important: n.important,
          publishedAt: at(n.offset, '10:00'),
          draft: false,
          authorId: null,
        }),
      );
    }
    // The two newest stay unread.
    const read = rows.filter((r) => r.publishedAt < at(-15, '00:00'));
    for (const userId of s.readers) {
      if (read.length > 0) {
        await tx
          .insert(announcementReads)
          .values(read.map((r) => ({ announcementId: r.id, userId, readAt: new Date(r.publishedAt.getTime() + DAY) })));
      }
    }
  }

  // ---- information labels (the items are in seed/announcements.ts) ----
  await tx
    .insert(informationLabels)
    .values([{ name: 'ご案内' }, { name: 'イベント' }, { name: 'メンテナンス' }, { name: 'キャンペーン' }]);

  // ---- lesson records, one a month per child ----
  const records = [
    {
      kid: c.kids.haruto,
      course: 'RA',
      titles: ['ギアで動くクレーン', 'センサーで止まる自動ドア', '二足歩行ロボット', 'ライントレースカー'],
      nickname: 'ギア名人',
    },
    {
      kid: c.kids.yuina,
      course: 'KB',
      titles: ['ねこが歩くアニメーション', '迷路ゲーム', 'クイズアプリ', 'お絵かきプログラム'],
      nickname: null,
    },
    {
      kid: c.kids.ren,
      course: 'RM',
      titles: ['ゴム動力のカー', '回転ブランコ', 'シーソーロボット'],
      nickname: 'ゴムカー名人',
    },
  ];
  // Every record posted tells its guardian (spec 1 §4 notification type 1); the older ones have been read.
  const recordNotices: { kid: number; recordId: number; postedOn: string; read: boolean }[] = [];
  for (const r of records) {
    const rows = await tx
      .insert(lessonRecords)
      .values(
        r.titles.map((title, i) => ({
          kidId: r.kid,
          courseCode: r.course,
          title,
          comment: `${title}をつくりました。うまく動くまで何度も工夫しました。`,
          lecturerComment: `${title}では、仕組みを自分の言葉で説明できていました。次回も楽しみにしています。`,
          parentComment: i >= 2 ? '家でも作品の話をたくさんしてくれました。' : null,
          public: r.nickname !== null && i === 0,
          nickname: r.nickname,
          // 結菜's are posted before her leave month (the last day of the month before, then a month apart each).
          postedOn:
            r.kid === c.kids.yuina
              ? jstDate(today, -Number(jstDate(today).slice(8, 10)) - 30 * i)
              : jstDate(today, -7 - 30 * i),
        })),
      )
      .returning();
    for (const [i, row] of rows.entries()) {
      recordNotices.push({ kid: r.kid, recordId: row.id, postedOn: row.postedOn, read: i >= 3 });
    }
  }
  // Whose guardian is told, and at what time the classroom posted that child's records.
  const noticeOf = new Map<number, { userId: number; time: string }>([
    [c.kids.haruto, { userId: c.users.guardian, time: '18:00' }],
    [c.kids.yuina, { userId: c.users.guardian, time: '18:30' }],
    [c.kids.ren, { userId: c.users.guardian2, time: '19:00' }],
  ]);

  // ---- notifications ----
  const month = (offset: number) => jstDate(today, offset).slice(0, 7);
  await tx.insert(notifications).values([
    ...recordNotices.map((n) => ({
      userId: noticeOf.get(n.kid)?.userId ?? c.users.guardian,
      type: 1,
      read: n.read,
      lessonRecordId: n.recordId,
      publishedAt: jstAt(n.postedOn, noticeOf.get(n.kid)?.time ?? '18:00'),
    })),
    // Column notices are seeded with the columns they open (columns-lms.ts).
    { userId: c.users.guardian, type: 3, read: false, publishedAt: at(-4, '12:00') },
    { userId: c.users.guardian, type: 3, read: true, publishedAt: at(-34, '12:00') },
    { userId: c.users.guardian2, type: 3, read: false, publishedAt: at(-4, '12:00') },
  ]);

  // ---- chat with each classroom the family attends ----
  const [jiyugaoka, musashikosugi, kichijoji] = await tx
    .insert(chatRooms)
    .values([
      { familyId: c.families.sato, classroomId: c.rooms.jiyugaoka, guardianReadAt: at(-3, '00:00') },
      {
        familyId: c.families.sato,
        classroomId: c.rooms.musashikosugi,
        // Read after the classroom's answer about the leave, whatever day of the month the demo starts.
        guardianReadAt: new Date(Math.max(at(-19, '00:00').getTime(), jstAt(leave.answeredOn, '21:00').getTime())),
      },
      { familyId: c.families.takahashi, classroomId: c.rooms.kichijoji, guardianReadAt: null },
    ])
    .returning();
  if (!jiyugaoka || !musashikosugi || !kichijoji) throw new Error('chat rooms were not created');
  const guardian = { senderType: 'guardian' as const, senderUserId: c.users.guardian };
  const staff = { senderType: 'fc' as const, senderUserId: c.users.staff };
  // The absence was for a school event (no make-up lesson, as the terms say); the transfer is the one
  // the classroom offered for its own cancellation.
  const absence = absentOn.get('jiyugaoka') ?? at(-35, '10:00');
  const cancellation = cancelled.jiyugaoka;
  if (!cancellation) throw new Error('the Saturday class has no cancellation');
  const offered = cancellation.transfer;
  await tx.insert(chatMessages).values([
    {
      roomId: jiyugaoka.id,
      ...guardian,
      content: `いつもお世話になっております。${jaDate(jstDay(absence))}は学校行事のため、陽翔は欠席いたします。`,
      sentAt: new Date(absence.getTime() - 3 * DAY + 9 * 3_600_000 + 12 * 60_000),
    },
    {
      roomId: jiyugaoka.id,
      ...staff,
      content:
        'ご連絡ありがとうございます。承知いたしました。振替授業は原則として行っておりませんので、当日の内容は次の授業で講師が補足いたします。',
      sentAt: new Date(absence.getTime() - 3 * DAY + 10 * 3_600_000 + 5 * 60_000),
    },
    {
      roomId: jiyugaoka.id,
      ...guardian,
      content: '休講の件でご相談です',
      sentAt: at(-9, '08:28'),
      deletedAt: at(-9, '08:29'),
    },
    {
      roomId: jiyugaoka.id,
      ...guardian,
      content: `休講日のお知らせを拝見しました。${jaDate(cancellation.date)}の振替は、${jaDate(offered.date)}の${offered.className}でお願いできますでしょうか。`,
      sentAt: at(-9, '08:30'),
    },
    {
      roomId: jiyugaoka.id,
      ...staff,
      content: `${jaDate(cancellation.date)}の休講に伴う振替授業を、${jaDate(offered.date)} ${offered.start}〜${offered.end}（${offered.className}）でお取りしました。カレンダーからご確認ください。`,
      sentAt: at(-2, '18:00'),
    },
    {
      roomId: musashikosugi.id,
      ...guardian,
      content: `いつもお世話になっております。結菜は${Number(leave.month.slice(5))}月の1か月間、休会させていただきたく、本日休会届を教室へ提出いたしました。よろしくお願いいたします。`,
      sentAt: jstAt(leave.askedOn, '20:10'),
    },
    {
      roomId: musashikosugi.id,
      ...staff,
      content: `休会届を受け付けました。${Number(leave.month.slice(5))}月は休会となり、休会中の月謝はかかりません。${Number(leave.month.slice(5)) === 12 ? 1 : Number(leave.month.slice(5)) + 1}月の最初の授業で、結菜さんをお待ちしております。`,
      sentAt: jstAt(leave.answeredOn, '18:10'),
    },
    {
      roomId: kichijoji.id,
      senderType: 'fc',
      senderUserId: null,
      content: '次回の授業では、作品展示に向けて作品の仕上げを行います。作品を忘れずにお持ちください。',
      sentAt: at(-5, '17:00'),
    },
  ]);

  // ---- the prospect: one upcoming trial lesson and one pending application ----
  await tx.insert(trialBookings).values({
    familyId: c.families.ito,
    classroomId: c.rooms.kichijoji,
    lectureId: 1,
    trialCode: `T${jstDate(today, 10).replaceAll('-', '')}01`,
    status: 'YOYAKU',
    heldAt: at(10, '14:00'),
  });
  await tx.insert(membershipApplications).values({
    familyId: c.families.ito,
    classroomId: c.rooms.kichijoji,
    statusId: 2,
    submittedAt: at(-2, '20:15'),
    answers: {
      lectures: [{ lecture: 'ROBO', course: 'RPP', startMonth: month(31) }],
      child: { lastName: '伊藤', firstName: '湊', lastNameKana: 'イトウ', firstNameKana: 'ミナト', gender: 1 },
      // Spec 2 §3.3: the desired weekday (1 Monday … 7 Sunday) and time slot (2 = 10:00〜11:00).
      desiredWeek1: 6,
      desiredTime1: 2,
    },
  });
}
