import type { Database } from '../client';
import {
  announcementReads,
  announcements,
  attendances,
  chatMessages,
  chatRooms,
  information,
  informationLabels,
  informationReads,
  lessonRecords,
  lessons,
  membershipApplications,
  notifications,
  trialBookings,
} from '../schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;
const JST = 9 * 3_600_000;

/** The Japanese calendar date (YYYY-MM-DD) `offset` days from today. */
export const jstDate = (today: Date, offset = 0) =>
  new Date(today.getTime() + JST + offset * DAY).toISOString().slice(0, 10);

/** An instant at a Japanese wall-clock time on a date. */
export const jstAt = (isoDate: string, time: string) => new Date(`${isoDate}T${time}:00+09:00`);

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export type LifeContext = {
  today: Date;
  rooms: Record<'jiyugaoka' | 'musashikosugi' | 'kichijoji', number>;
  families: Record<'sato' | 'takahashi' | 'ito', number>;
  users: Record<'guardian' | 'guardian2' | 'staff', number>;
  kids: Record<'haruto' | 'yuina' | 'ren', number>;
};

type Series = {
  kid: number;
  classroomId: number;
  course: string;
  className: string;
  day: number;
  start: string;
  end: string;
};

/**
 * Weeks of lessons, attendance, posts, notifications and messages around today, so every screen of the
 * first family (and of the second, separately) has recent history and upcoming dates.
 */
export async function seedClassroomLife(tx: Tx, c: LifeContext) {
  const { today } = c;
  const at = (offset: number, time: string) => jstAt(jstDate(today, offset), time);

  // ---- lessons and attendance: 17 weeks back, 6 weeks ahead ----
  const series: Series[] = [
    {
      kid: c.kids.haruto,
      classroomId: c.rooms.jiyugaoka,
      course: 'RA',
      className: '土曜10時クラス',
      day: 6,
      start: '10:00',
      end: '11:30',
    },
    {
      kid: c.kids.yuina,
      classroomId: c.rooms.musashikosugi,
      course: 'KB',
      className: '水曜16時半クラス',
      day: 3,
      start: '16:30',
      end: '17:30',
    },
    {
      kid: c.kids.ren,
      classroomId: c.rooms.kichijoji,
      course: 'RM',
      className: '日曜13時クラス',
      day: 0,
      start: '13:00',
      end: '14:30',
    },
  ];
  for (const [index, s] of series.entries()) {
    const dates: number[] = [];
    for (let offset = -120; offset <= 42; offset++) if (weekday(jstDate(today, offset)) === s.day) dates.push(offset);
    const rows = await tx
      .insert(lessons)
      .values(
        dates.map((offset) => ({
          classroomId: s.classroomId,
          courseCode: s.course,
          className: s.className,
          startsAt: at(offset, s.start),
          endsAt: at(offset, s.end),
          // About eight weeks ago every classroom closed for a day; the Saturday class also closes in three weeks.
          recess: (offset <= -56 && offset > -63) || (index === 0 && offset > 14 && offset <= 21),
        })),
      )
      .returning();
    const past = rows.filter((l) => !l.recess && l.endsAt < today);
    const future = rows.filter((l) => !l.recess && l.startsAt > today);
    const absent = past.at(-5);
    const transferred = index === 1 ? past.at(-3) : index === 0 ? future[1] : undefined;
    let transferTo: number | undefined;
    if (transferred) {
      // A make-up lesson two days later in another class of the same course.
      const startsAt = new Date(transferred.startsAt.getTime() + 2 * DAY);
      const [extra] = await tx
        .insert(lessons)
        .values({
          classroomId: s.classroomId,
          courseCode: s.course,
          className: index === 1 ? '金曜16時半クラス' : '月曜17時クラス',
          startsAt,
          endsAt: new Date(startsAt.getTime() + (transferred.endsAt.getTime() - transferred.startsAt.getTime())),
        })
        .returning();
      transferTo = extra?.id;
    }
    await tx.insert(attendances).values(
      rows
        .filter((l) => !l.recess)
        .map((l) => {
          const held = l.endsAt < today;
          if (l.id === transferred?.id && transferTo !== undefined) {
            return {
              kidId: s.kid,
              lessonId: l.id,
              status: 3,
              transferLessonId: transferTo,
              transferStatus: held ? 1 : null,
            };
          }
          return { kidId: s.kid, lessonId: l.id, status: held ? (l.id === absent?.id ? 2 : 1) : null };
        }),
    );
  }

  // ---- announcements from each classroom ----
  const classroomNews = [
    { offset: -3, title: '来月の授業日程のお知らせ', important: false },
    { offset: -10, title: '休講日のお知らせ', important: true },
    { offset: -21, title: '作品発表会開催のお知らせ', important: false },
    { offset: -34, title: '今月の授業日程のお知らせ', important: false },
    { offset: -52, title: '教室の換気と衛生対策について', important: false },
    { offset: -80, title: '教材費改定のご案内', important: false },
  ];
  const senders = [
    { classroomId: c.rooms.jiyugaoka, sender: '自由が丘教室 山本', readers: [c.users.guardian] },
    { classroomId: c.rooms.musashikosugi, sender: '武蔵小杉教室 山本', readers: [c.users.guardian] },
    { classroomId: c.rooms.kichijoji, sender: '吉祥寺教室 中村', readers: [c.users.guardian2] },
  ];
  for (const s of senders) {
    const rows = await tx
      .insert(announcements)
      .values(
        classroomNews.map((n) => ({
          classroomId: s.classroomId,
          title: n.title,
          content: `保護者の皆さま\n\nいつも教室の活動にご協力いただきありがとうございます。\n「${n.title}」について、詳細をお知らせいたします。ご不明な点はチャットでお気軽にお問い合わせください。\n\n${s.sender}`,
          senderName: s.sender,
          important: n.important,
          publishedAt: at(n.offset, '10:00'),
        })),
      )
      .returning();
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

  // ---- information for every guardian ----
  const labels = await tx
    .insert(informationLabels)
    .values([{ name: 'お知らせ' }, { name: 'イベント' }, { name: 'メンテナンス' }, { name: 'キャンペーン' }])
    .returning();
  const label = (name: string) => labels.find((l) => l.name === name)?.id ?? 0;
  const infos = await tx
    .insert(information)
    .values(
      [
        { labelId: label('お知らせ'), title: 'マイページをリニューアルしました', important: true, offset: -3 },
        { labelId: label('イベント'), title: '冬休み特別講座の受付を開始しました', important: false, offset: -12 },
        { labelId: label('メンテナンス'), title: 'システムメンテナンスのお知らせ', important: false, offset: -25 },
        { labelId: label('キャンペーン'), title: 'お友だち紹介キャンペーン実施中', important: false, offset: -40 },
        { labelId: label('お知らせ'), title: '保護者アンケートご協力のお願い', important: false, offset: -70 },
      ].map(({ offset, ...i }) => ({
        ...i,
        content: `<p>${i.title}。</p><p>詳しくは各教室までお問い合わせください。</p>`,
        publishedAt: at(offset, '09:00'),
      })),
    )
    .returning();
  await tx.insert(informationReads).values(
    infos
      .filter((i) => i.publishedAt < at(-20, '00:00'))
      .map((i) => ({
        informationId: i.id,
        userId: c.users.guardian,
        readAt: new Date(i.publishedAt.getTime() + DAY),
      })),
  );

  // ---- lesson records, one a month per child ----
  const records = [
    {
      kid: c.kids.haruto,
      course: 'RA',
      titles: ['ギアで動くクレーン', 'センサーで止まる自動ドア', '二足歩行ロボット', 'ライントレースカー'],
      nickname: 'はると',
    },
    {
      kid: c.kids.yuina,
      course: 'KB',
      titles: ['ねこが歩くアニメーション', '迷路ゲーム', 'クイズアプリ', 'お絵かきプログラム'],
      nickname: null,
    },
    { kid: c.kids.ren, course: 'RM', titles: ['ゴム動力のカー', '回転ブランコ', 'シーソーロボット'], nickname: 'れん' },
  ];
  const latestRecord = new Map<number, number>();
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
          postedOn: jstDate(today, -7 - 30 * i),
        })),
      )
      .returning();
    if (rows[0]) latestRecord.set(r.kid, rows[0].id);
  }

  // ---- notifications ----
  const month = (offset: number) => jstDate(today, offset).slice(0, 7);
  await tx.insert(notifications).values([
    {
      userId: c.users.guardian,
      type: 1,
      read: false,
      lessonRecordId: latestRecord.get(c.kids.haruto) ?? null,
      publishedAt: at(-7, '18:00'),
    },
    {
      userId: c.users.guardian,
      type: 1,
      read: true,
      lessonRecordId: latestRecord.get(c.kids.yuina) ?? null,
      publishedAt: at(-7, '18:30'),
    },
    {
      userId: c.users.guardian,
      type: 2,
      read: false,
      url: `https://example.com/columns/${month(0)}`,
      publishedAt: at(-2, '09:00'),
    },
    {
      userId: c.users.guardian,
      type: 2,
      read: true,
      url: `https://example.com/columns/${month(-30)}`,
      publishedAt: at(-32, '09:00'),
    },
    { userId: c.users.guardian, type: 3, read: false, publishedAt: at(-4, '12:00') },
    { userId: c.users.guardian, type: 3, read: true, publishedAt: at(-34, '12:00') },
    {
      userId: c.users.guardian2,
      type: 1,
      read: false,
      lessonRecordId: latestRecord.get(c.kids.ren) ?? null,
      publishedAt: at(-7, '19:00'),
    },
    { userId: c.users.guardian2, type: 3, read: false, publishedAt: at(-4, '12:00') },
  ]);

  // ---- chat with each classroom the family attends ----
  const [jiyugaoka, musashikosugi, kichijoji] = await tx
    .insert(chatRooms)
    .values([
      { familyId: c.families.sato, classroomId: c.rooms.jiyugaoka, guardianReadAt: at(-3, '00:00') },
      { familyId: c.families.sato, classroomId: c.rooms.musashikosugi, guardianReadAt: at(-19, '00:00') },
      { familyId: c.families.takahashi, classroomId: c.rooms.kichijoji, guardianReadAt: null },
    ])
    .returning();
  if (!jiyugaoka || !musashikosugi || !kichijoji) throw new Error('chat rooms were not created');
  const guardian = { senderType: 'guardian' as const, senderUserId: c.users.guardian };
  const staff = { senderType: 'fc' as const, senderUserId: c.users.staff };
  await tx.insert(chatMessages).values([
    {
      roomId: jiyugaoka.id,
      ...guardian,
      content: 'いつもお世話になっております。来週の土曜日は学校行事のため欠席いたします。',
      sentAt: at(-10, '19:12'),
    },
    {
      roomId: jiyugaoka.id,
      ...staff,
      content: 'ご連絡ありがとうございます。承知いたしました。振替授業のご希望があればお知らせください。',
      sentAt: at(-10, '20:05'),
    },
    { roomId: jiyugaoka.id, ...guardian, content: '振替希望です', sentAt: at(-9, '08:28'), deletedAt: at(-9, '08:29') },
    {
      roomId: jiyugaoka.id,
      ...guardian,
      content: '翌週の月曜日に振替をお願いできますでしょうか。',
      sentAt: at(-9, '08:30'),
    },
    {
      roomId: jiyugaoka.id,
      ...staff,
      content: '振替授業の日程が確定しました。カレンダーからご確認ください。',
      sentAt: at(-2, '18:00'),
    },
    {
      roomId: musashikosugi.id,
      ...staff,
      content: '今月の作品がとても上手にできました！ご家庭でもぜひ見てあげてください。',
      sentAt: at(-20, '18:10'),
    },
    {
      roomId: musashikosugi.id,
      ...guardian,
      content: 'ありがとうございます！家でも楽しそうに話していました。',
      sentAt: at(-20, '21:40'),
    },
    {
      roomId: kichijoji.id,
      senderType: 'fc',
      senderUserId: null,
      content: '次回は発表会の練習を行います。作品を忘れずにお持ちください。',
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
    status: 'pending',
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
