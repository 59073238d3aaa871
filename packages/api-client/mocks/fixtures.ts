import {
  APPLICATION_STATUSES,
  CONSULTATION_LECTURES,
  courseDisplayName,
  GENDERS,
  LECTURES,
  type LectureCode,
  labelOf,
  prefectureName,
  rankFaqArticles,
  TRIAL_STATUSES,
} from '@portal/domain';
import type { components } from '../src/gen/schema';

type Schemas = components['schemas'];
export type Role = Schemas['Role'];

/** Mocks show courses as the server does (spec 1 §3). */
const courseName = (code: Schemas['CourseCode']) => courseDisplayName(code);

const lectureName = (code: LectureCode) => LECTURES.find((lecture) => lecture.code === code)?.label ?? code;

export const classrooms = [
  { classroomNo: 'C0101', classroomName: '渋谷教室' },
  { classroomNo: 'C0102', classroomName: '横浜みなとみらい教室' },
  { classroomNo: 'C0103', classroomName: '大宮教室' },
] as const;

const announcementTitles = [
  '年末年始の休講について',
  '夏期特別講座のご案内',
  '振替授業の申請方法が変わります',
  'ゴールデンウィーク期間の休講について',
  '教材費改定のお知らせ',
  '保護者説明会の開催について',
  '台風接近に伴う休講の可能性について',
  'ロボットコンテスト参加者募集',
] as const;

const informationTitles = [
  '春のプログラミング体験会を開催します',
  'お友だち紹介キャンペーン実施中',
  '新しい教室がオープンしました',
  'サイエンス教室の実験動画を公開しました',
  '保護者アンケートご協力のお願い',
] as const;

const labels: Schemas['InformationLabel'][] = [
  { id: 1, labelName: 'イベント' },
  { id: 2, labelName: 'キャンペーン' },
  { id: 3, labelName: '教室からのお知らせ' },
];

const kidNames = [
  { lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ' },
  { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' },
  { lastName: '山田', firstName: '次郎', lastNameKana: 'ヤマダ', firstNameKana: 'ジロウ' },
] as const;

function pick<T>(list: ReadonlyArray<T>, index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A date N days before 2025-04-15, the fixtures' fixed "today" so snapshots never drift. */
function daysAgo(days: number): Date {
  return new Date(Date.UTC(2025, 3, 15 - days, 1, 0, 0));
}
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const ym = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
const ymdhms = (d: Date) => `${ymd(d)} ${pad(d.getUTCHours() + 9)}:${pad(d.getUTCMinutes())}:00`;

export function kid(index = 0, overrides: Partial<Schemas['Kid']> = {}): Schemas['Kid'] {
  const name = pick(kidNames, index);
  return {
    id: 101 + index,
    lastName: name.lastName,
    firstName: name.firstName,
    seito_no: `S${String(240001 + index)}`,
    ...overrides,
  };
}

const guardianByRole: Record<Role, { id: number; lastName: string; firstName: string; kids: number }> = {
  6: { id: 1, lastName: '山田', firstName: '美咲', kids: 2 },
  7: { id: 2, lastName: '佐藤', firstName: '健一', kids: 1 },
  8: { id: 3, lastName: '鈴木', firstName: '由美', kids: 1 },
};

export function user(role: Role = 6, overrides: Partial<Schemas['User']> = {}): Schemas['User'] {
  const guardian = guardianByRole[role];
  const kids = Array.from({ length: guardian.kids }, (_, i) =>
    role === 6 ? kid(i) : kid(i, { id: 200 + guardian.id * 10 + i, lastName: guardian.lastName }),
  );
  return {
    id: guardian.id,
    role,
    lastName: guardian.lastName,
    firstName: guardian.firstName,
    iconPath: null,
    kids,
    lastNameKana: role === 6 ? 'ヤマダ' : role === 7 ? 'サトウ' : 'スズキ',
    firstNameKana: role === 6 ? 'ミサキ' : role === 7 ? 'ケンイチ' : 'ユミ',
    birthYear: 1986,
    genderId: 2,
    genderName: labelOf(GENDERS, 2) ?? null,
    telNumber: '09012345678',
    telNumberBackup: null,
    email: role === 6 ? 'guardian@example.com' : role === 7 ? 'prospect@example.com' : 'limited@example.com',
    emailBackup: null,
    zipcode: '1500002',
    prefectureId: 13,
    prefectureName: prefectureName(13) ?? null,
    city: '渋谷区渋谷',
    block: '2-21-1',
    building: 'ヒカリエ11階',
    ...(role === 6
      ? { notificationSettings: { chat: 0, unread_chat: 0, class_announcement: 0, class_reminder: 0, child_post: 1 } }
      : {}),
    ...overrides,
  };
}

export function announcement(index: number, overrides: Partial<Schemas['Announcement']> = {}): Schemas['Announcement'] {
  return {
    id: 1000 + index,
    title: pick(announcementTitles, index),
    publicDate: ymdhms(daysAgo(index * 3)),
    isUnread: index % 3 === 0,
    isImportant: index % 4 === 0,
    ...overrides,
  };
}

export function announcementDetail(index: number): Schemas['AnnouncementDetail'] {
  return {
    ...announcement(index),
    name: pick(classrooms, index).classroomName,
    content: `<p>保護者の皆さま</p><p>いつも${pick(classrooms, index).classroomName}をご利用いただきありがとうございます。${pick(announcementTitles, index)}をお知らせいたします。</p><p>ご不明な点は教室までお問い合わせください。</p>`,
  };
}

export function attachedFile(index: number): Schemas['AttachedFile'] {
  const files = [
    { name: '休講日カレンダー.pdf', size: 248_312 },
    { name: '持ち物リスト.xlsx', size: 18_944 },
    { name: '会場案内図.png', size: 1_532_100 },
  ];
  const file = pick(files, index);
  return { name: file.name, path: `announcements/2025/04/${index + 1}/${file.name}`, size: file.size };
}

export function information(index: number, overrides: Partial<Schemas['Information']> = {}): Schemas['Information'] {
  return {
    id: 2000 + index,
    title: pick(informationTitles, index),
    content: `<p>${pick(informationTitles, index)}。詳しくは教室スタッフまでお問い合わせください。</p>`,
    labelName: pick(labels, index).labelName,
    publicDate: ymdhms(daysAgo(index * 5)),
    isImportant: index === 0,
    isUnread: index % 2 === 0,
    ...overrides,
  };
}

export function informationLabels(): Schemas['InformationLabel'][] {
  return labels.map((label) => ({ ...label }));
}

export function notification(index: number, overrides: Partial<Schemas['Notification']> = {}): Schemas['Notification'] {
  const type = ((index % 3) + 1) as Schemas['Notification']['type'];
  return {
    id: 3000 + index,
    type,
    isRead: index < 2 ? 0 : 1,
    postManagementId: type === 1 ? 5000 + index : null,
    url: type === 2 ? `https://column.example.jp/articles/${index + 1}` : null,
    publishedDate: ym(daysAgo(index * 20)),
    ...overrides,
  };
}

export function carouselItem(index: number): Schemas['CarouselItem'] {
  return {
    sortOrder: index + 1,
    url: `https://www.example.jp/campaign/${index + 1}`,
    imagePath: `/storage/carousel/banner-${index + 1}.jpg`,
  };
}

export function trialBooking(index: number, overrides: Partial<Schemas['TrialBooking']> = {}): Schemas['TrialBooking'] {
  const date = daysAgo(-7 - index * 7);
  const isConsul = index % 2 === 1 ? 1 : 0;
  return {
    mkTaikenkaiNo: `T${String(880001 + index)}`,
    trialCode: `R2025${String(4100 + index)}`,
    kaisaiYmd: ymd(date),
    hankyoStatus: pick(TRIAL_STATUSES, index + 1).id,
    isConsul,
    kiboRaiko1: isConsul ? `${ymd(date)} 10:00` : null,
    kiboRaiko2: null,
    kiboRaiko3: null,
    kaisaiYear: String(date.getUTCFullYear()),
    kaisaiMonth: pad(date.getUTCMonth() + 1),
    kaisaiDay: pad(date.getUTCDate()),
    kaisaiYobi: pick(['日', '月', '火', '水', '木', '金', '土'], date.getUTCDay()),
    kaisaiTime: '10:00〜11:00',
    koza: { kozaName: pick(LECTURES, index).label },
    classroom: { classroomName: pick(classrooms, index).classroomName },
    ...overrides,
  };
}

export function applicationRow(index: number, statusId: number): Schemas['ApplicationRow'] {
  const name = pick(kidNames, index);
  return {
    kidId: 101 + index,
    subscriptionCode: `M2025${String(7001 + index)}`,
    statusId,
    content: labelOf(APPLICATION_STATUSES, statusId as 2 | 5 | 9) ?? '手続き中',
    lastName: name.lastName,
    firstName: name.firstName,
    entryDate: ymd(daysAgo(10 + index)),
    lectureName: lectureName('ROBO'),
    courseName: courseName('RP'),
    startMonth: '2025-05',
    studyDay: 6,
    studyTime: '10:00〜11:30',
    fixture: null,
    classroomName: pick(classrooms, index).classroomName,
  };
}

export function homeScheduleItem(index: number): Schemas['HomeScheduleItem'] {
  const date = daysAgo(-1 - index * 7);
  return {
    name: `${pick(kidNames, index).lastName} ${pick(kidNames, index).firstName}`,
    date: ymd(date),
    dayOfWeek: date.getUTCDay() + 1,
    hour: '16:00〜17:30',
    classroomName: pick(classrooms, index).classroomName,
    kozaName: lectureName('ROBO'),
    className: pick(['土曜Aクラス', '水曜Bクラス'], index),
  };
}

export function attendanceItem(index: number): Schemas['AttendanceItem'] {
  const date = daysAgo(index * 7);
  const status = pick([1, 1, 2, 3] as const, index);
  return {
    kozaName: courseName('RP'),
    attendanceStatus: status,
    date: ymd(date),
    dayOfWeek: date.getUTCDay() + 1,
    hour: '16:00〜17:30',
    classroomName: classrooms[0].classroomName,
    className: '土曜Aクラス',
    transfer:
      status === 3
        ? { date: ymd(daysAgo(index * 7 - 2)), classroomName: classrooms[1].classroomName, attendanceStatus: 1 }
        : null,
  };
}

export function scheduleItem(index: number, kidIndex = 0): Schemas['ScheduleItem'] {
  const transferFlag = pick([0, 0, 1, 2] as const, index);
  return {
    id: 6000 + kidIndex * 100 + index,
    date: 5 + index * 7,
    name: `${pick(kidNames, kidIndex).lastName} ${pick(kidNames, kidIndex).firstName}`,
    hour: '16:00〜17:30',
    kozaName: lectureName('ROBO'),
    courseName: courseName('RP'),
    recessFlag: index === 3 ? 1 : 0,
    transferFlag,
    transferDate: transferFlag === 1 ? '2025-04-23' : null,
    transferHour: transferFlag === 1 ? '10:00〜11:30' : null,
    originDate: transferFlag === 2 ? '2025-04-19' : null,
    originHour: transferFlag === 2 ? '16:00〜17:30' : null,
  };
}

export function chatClassroom(index: number): Schemas['ChatClassroom'] {
  return { ...pick(classrooms, index) };
}

export function chatRoom(index: number, unreadCount = index === 0 ? 2 : 0): Schemas['ChatRoom'] {
  return { id: 70 + index, classroomNo: pick(classrooms, index).classroomNo, readStatus: { unreadCount } };
}

export function chatMessage(index: number, overrides: Partial<Schemas['ChatMessage']> = {}): Schemas['ChatMessage'] {
  const fromGuardian = index % 2 === 1;
  const texts = [
    'こんにちは。今週の授業で使うロボットキットは教室でお預かりしています。',
    'ありがとうございます。来週はお休みさせていただきます。',
    '承知しました。振替授業の日程をご案内しますね。',
    '土曜日の10時からでお願いできますか。',
  ];
  return {
    id: 8000 + index,
    senderType: fromGuardian ? 'guardian' : 'fc',
    senderName: fromGuardian ? '山田 美咲' : '渋谷教室 田中',
    content: pick(texts, index),
    sendAt: ymdhms(new Date(daysAgo(2).getTime() + index * 3_600_000)),
    deletedAt: null,
    attachments:
      index === 2
        ? [{ id: 1, fileName: '振替日程表.pdf', filePath: 'chat/70/振替日程表.pdf', fileType: 'application/pdf' }]
        : [],
    ...overrides,
  };
}

export function studentLessonRecord(index: number, kidIndex = index % 2): Schemas['StudentLessonRecord'] {
  const k = kid(kidIndex);
  const titles = ['自動で止まる車を作ったよ', 'クレーンの仕組み', 'センサーで光を感じるロボット', '歩くロボット'];
  return {
    id: 5000 + index,
    course_cd: pick(['RP', 'RPP', 'RM', 'RA'], index),
    image_path: `/storage/lesson-records/${5000 + index}.jpg`,
    last_name: k.lastName,
    first_name: k.firstName,
    post_date: ymd(daysAgo(index * 10)),
    title: pick(titles, index),
    comment: 'ギアの組み合わせを工夫して、スピードを変えられるようにしました。',
    seito_no: k.seito_no,
    child_data: { id: k.id, last_name: k.lastName, first_name: k.firstName },
  };
}

export function publicLessonRecord(index: number, overrides: Partial<Schemas['PublicLessonRecord']> = {}) {
  const nicknames = ['ロボ博士', 'たっくん', 'はなちゃん', 'メカニック', 'ひかり'];
  const record: Schemas['PublicLessonRecord'] = {
    id: 9000 + index,
    title: pick(['ピタゴラ装置に挑戦', 'ゴムで走る車', 'お絵かきロボット', '自動ドアの模型'], index),
    nickname: pick(nicknames, index),
    post_date: ymd(daysAgo(index * 6)),
    comment: '友だちと協力して完成させました。次はもっと速くしたいです。',
    image_path: `/storage/public-posts/${9000 + index}.jpg`,
    course_cd: pick(['RP', 'RM', 'RA', 'RPP'], index),
    report_flag: 0,
    ...overrides,
  };
  return record;
}

export function course(index: number): Schemas['Course'] {
  const code = pick(['RP', 'RM', 'SGS'] as const, index);
  return { courseCd: code, courseName: courseName(code), kozaCd: code === 'SGS' ? 'SCIENCE_GATES' : 'ROBO' };
}

export function column(index: number): Schemas['Column'] {
  return {
    id: 4000 + index,
    url: `https://column.example.jp/articles/${4000 + index}`,
    imagePath: `/storage/columns/${4000 + index}.jpg`,
    courseCd: course(index).courseCd,
    releaseMonth: ym(daysAgo(index * 30)),
  };
}

export function robotKid(index: number): Schemas['RobotKid'] {
  const k = kid(index);
  return { id: k.id, seito_no: k.seito_no, name: `${k.lastName} ${k.firstName}` };
}

export function lmsLesson(index: number, lmsCode = 'LMS-RP-202504'): Schemas['LmsLesson'] {
  return {
    id: 300 + index,
    lesson_name: `第${index + 1}回 ${pick(['ギアのしくみ', 'てこの原理', 'リンク機構', 'モーターの力'], index)}`,
    course_cd: 'RP',
    robot_no: `R${String(41 + Math.floor(index / 2))}`,
    robot_title: null,
    robot_name: pick(['ドリルカー', 'クレーンロボ'], Math.floor(index / 2)),
    lmsCode,
  };
}

export function lmsCourse(): Schemas['LmsCourse'] {
  return {
    robot_no: 'R41',
    title: null,
    name: 'ドリルカー',
    course_cd: 'RP',
    image: '/storage/lms/R41.jpg',
    lms_code: 'LMS-RP-202504',
    lms: {
      subject: [
        {
          id: 1,
          subject_name: '1日目',
          lesson: [0, 1].map((i) => ({ id: 300 + i, lesson_name: lmsLesson(i).lesson_name })),
        },
        {
          id: 2,
          subject_name: '2日目',
          lesson: [2, 3].map((i) => ({ id: 300 + i, lesson_name: lmsLesson(i).lesson_name })),
        },
      ],
    },
  };
}

export function lmsArchiveItem(index: number): Schemas['LmsArchiveItem'] {
  return {
    robot_no: index % 3 === 2 ? 'SU' : `R${String(30 + index)}`,
    title: index % 3 === 2 ? '特別授業 ロボットの歴史' : null,
    name: index % 3 === 2 ? null : pick(['ロボアーム', 'シャクトリムシ', 'ペンギン'], index),
    lms_code: `LMS-RP-2025${pad(3 - (index % 3))}`,
    lms_period: index % 2 === 0 ? 'first' : 'second',
    course_cd: 'RP',
    image: `/storage/lms/archive-${index}.jpg`,
  };
}

export function documentCard(index: number): Schemas['Document'] {
  const titles = ['入会のしおり', '振替授業のご案内', '教材の取り扱いについて', '年間スケジュール'];
  return {
    id: 10 + index,
    title: pick(titles, index),
    comments: '教室からの大切なご案内です。ご一読ください。',
    url: `https://www.example.jp/docs/${10 + index}.pdf`,
    imagePath: `/storage/documents/${10 + index}.png`,
  };
}

export function faqCategory(index: number): Schemas['FaqCategory'] {
  return {
    id: 1 + index,
    name: pick(['入会・退会', '授業・振替', 'お支払い', 'マイページ'], index),
    position: index + 1,
  };
}

export function faqSection(index: number): Schemas['FaqSection'] {
  return { id: 11 + index, name: pick(['手続きについて', '必要なもの', 'よくあるご質問'], index) };
}

export function faqArticle(index: number): Schemas['FaqArticle'] {
  return {
    id: 101 + index,
    name: pick(['休会の手続き方法を教えてください', '振替授業はいつまで申請できますか'], index),
  };
}

export function faqArticleDetail(index: number): Schemas['FaqArticleDetail'] {
  return {
    ...faqArticle(index),
    section_id: 11,
    body: '<p>前月20日までに教室へ休会届をご提出ください。休会期間は最長3か月です。</p>',
    updated_at: '2025-03-01 09:00:00',
  };
}

const FAQ_SEARCH_HITS: ReadonlyArray<Schemas['FaqSearchHit']> = [
  {
    id: 101,
    name: '休会の手続き方法を教えてください',
    section_id: 11,
    section_name: '手続きについて',
    category_name: '入会・退会',
    excerpt: '前月20日までに教室へ休会届をご提出ください。休会期間は最長3か月です。',
  },
  {
    id: 102,
    name: '振替授業はいつまで申請できますか',
    section_id: 12,
    section_name: '振替について',
    category_name: '授業・振替',
    excerpt: '振替は欠席した授業の前後1か月以内で、授業日の前日18時までにマイページのチャットからお申し出ください。',
  },
  {
    id: 103,
    name: '振替先の教室を選べますか',
    section_id: 12,
    section_name: '振替について',
    category_name: '授業・振替',
    excerpt: '同じコースを開講している近隣の教室へ振替できます。空席状況は教室へお問い合わせください。',
  },
  {
    id: 104,
    name: '月謝の引き落とし日はいつですか',
    section_id: 13,
    section_name: 'お支払い方法',
    category_name: '料金・お支払い',
    excerpt: '毎月27日にご登録の口座から翌月分の月謝を引き落とします。',
  },
];

/** FAQ search results for a keyword, ranked by the same rule as the server (title and answer text). */
export function faqSearchHits(keyWord: string): Schemas['FaqSearchHit'][] {
  return rankFaqArticles(
    keyWord,
    FAQ_SEARCH_HITS.map((hit) => ({ ...hit, text: hit.excerpt })),
  ).map(({ text: _text, ...hit }) => hit);
}

/** GET /api/term titles by type (2 and 4 as the reference server reads them, see ADR 008). */
export const TERM_TITLES: Record<string, string> = {
  '1': '利用規約',
  '2': '個人情報の取り扱いについて（入会をご検討中の方）',
  '3': 'プライバシーポリシー',
  '4': 'STEAM教育サービス利用規約',
};

/** A profile picture as a data URL (what the icon upload answers in the mocks). */
export const ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#2f7d6d"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="20" y="62" width="56" height="26" rx="13" fill="#fff"/></svg>',
)}`;

export function termText(kind: string): Schemas['TermText'] {
  return {
    body: `<h2>${kind}</h2><p>第1条（目的）本規約は、当教室が提供するサービスの利用条件を定めるものです。</p><p>第2条（適用）本規約は、保護者と当教室との間の一切の関係に適用されます。</p>`,
    revision_date: '2025-09-19',
  };
}

export function assessmentItem(index: number, overrides: Partial<Schemas['AssessmentItem']> = {}) {
  const k = kid(index);
  const item: Schemas['AssessmentItem'] = {
    takeDate: index === 0 ? null : '2025-03-20',
    isTake: index === 0 ? 0 : 1,
    lmsCode: `ASM-${pick(['PRIMARY', 'BASIC1'], index)}`,
    lmsProductCode: 'ASSESSMENT2025',
    assessmentTestCode: `AT2025-${index + 1}`,
    mkSeitoNo: k.seito_no,
    kidId: k.id,
    kongetsuZaisekiStatus: 'ZAISEKI',
    isRemind: 0,
    lastName: k.lastName,
    firstName: k.firstName,
    classroomName: classrooms[0].classroomName,
    testName: '2025年度 ロボット検定',
    ...overrides,
  };
  return item;
}

export function assessmentComment(index: number): Schemas['AssessmentComment'] {
  const comments = [
    '発想力がとても豊かで、独自のアイデアを形にできています。',
    '手順を順序立てて考える力が身についています。',
    '説明書を読み取る力をさらに伸ばしましょう。',
  ];
  return {
    id: 1 + index,
    isDisplay: 1,
    courseGroupId: ((index % 3) + 1) as Schemas['AssessmentComment']['courseGroupId'],
    categoryId: (index % 10) + 1,
    comment: pick(comments, index),
  };
}

export function quizItem(index: number): Schemas['QuizItem'] {
  return {
    contentId: 700 + index,
    question: pick(['ギアを大きくすると速さはどうなる？', 'てこで重い物を持ち上げるには？'], index),
    imagePath: `/storage/quiz/${700 + index}.png`,
    choices: [
      { id: 1, label: '速くなる' },
      { id: 2, label: '遅くなる' },
      { id: 3, label: '変わらない' },
    ],
  };
}

export function taikenkai(): Schemas['Taikenkai'] {
  return {
    classroom: { classroomName: classrooms[0].classroomName },
    kaisaiYmd: '2025-04-26',
    kaisaiTime: '10:00〜11:00',
    koza: { kozaName: lectureName('ROBO') },
  };
}

export function questionnaireOptions(): Schemas['QuestionnaireOption'][] {
  return [
    { id: 1, content: 'チラシ', isAdd: 0 },
    { id: 2, content: 'インターネット検索', isAdd: 0 },
    { id: 3, content: 'お友だちの紹介', isAdd: 1 },
    { id: 4, content: 'その他', isAdd: 1 },
  ];
}

export function onlineDetail(statusId = 2): Schemas['OnlineDetail'] {
  return {
    kidData: {
      lastName: '山田',
      firstName: '太郎',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      genderId: 1,
      birthday: '2017-06-12',
      schoolName: '渋谷区立神宮前小学校',
      schoolGrade: 4,
    },
    guardianData: {
      lastName: '山田',
      firstName: '美咲',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ミサキ',
      zipcode: '1500002',
      prefectureId: 13,
      city: '渋谷区渋谷',
      block: '2-21-1',
      building: null,
      telNumber: '09012345678',
      telNumberBackup: null,
      email: 'guardian@example.com',
      birthYear: 1986,
      jobId: 3,
    },
    membershipData: [
      {
        entryDate: '2025-04-10',
        lectureName: lectureName('ROBO'),
        courseName: courseName('RP'),
        startMonth: '2025-05',
        classroomName: classrooms[0].classroomName,
        statusId,
      },
    ],
    membershipCosts: [
      { id: 1, feeTypeId: 1, costName: '入会金', cost: 10000, costTax: 11000 },
      { id: 2, feeTypeId: 2, costName: '月謝', cost: 9600, costTax: 10560 },
      { id: 3, feeTypeId: 3, costName: '教材費', cost: 24000, costTax: 26400 },
      { id: 4, feeTypeId: 99, costName: 'タブレット代', cost: 14546, costTax: 16000 },
    ],
    discounts: [{ id: 1, lectureId: 1, name: '入会金無料キャンペーン', fee: 10000 }],
  };
}

export function consultLookup(): Schemas['ConsultLookup'] {
  return {
    classroom: { class: { classroom_name: classrooms[0].classroomName } },
    taikenIf: { storeId: 'ST0101' },
    kozaList: CONSULTATION_LECTURES.map((code) => ({ kozaCd: code, kozaName: lectureName(code) })),
  };
}

/** Field errors a 422 scenario answers with, in the server's Japanese. */
export function validationError(fields: ReadonlyArray<string>): Schemas['ValidationError'] {
  const errors: Record<string, string[]> = {};
  for (const field of fields) errors[field] = [`${field}の形式が正しくありません。`];
  return { message: '入力内容に誤りがあります。', errors };
}

export { daysAgo, ymd };
