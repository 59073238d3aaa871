/** Spec 2 §9.2: an enumeration member, the code the API uses and its Japanese label. */
export interface Option<T extends string | number> {
  readonly id: T;
  readonly label: string;
}

/** Spec 2 §9.2: the label of a code in an option list, or undefined when the code is unknown. */
export function labelOf<T extends string | number>(
  options: readonly Option<T>[],
  id: T | null | undefined,
): string | undefined {
  return options.find((o) => o.id === id)?.label;
}

/** Spec 1 §3 / 2 §9.2: lecture codes by id 1-8. */
export const LECTURES = [
  { id: 1, code: 'ROBO', label: 'ロボット教室' },
  { id: 2, code: 'ROBOPRO', label: 'ロボットプログラミング講座' },
  { id: 3, code: 'KODOPRO', label: 'プログラミング教室' },
  { id: 4, code: 'SCIENCE_GATES', label: 'サイエンス教室' },
  { id: 5, code: 'HUMATH', label: '算数教室' },
  { id: 6, code: 'HALS', label: '英語教室' },
  { id: 7, code: 'JIKKEN_JUKEN', label: '実験教室' },
  { id: 8, code: 'ART', label: 'アート教室' },
] as const;

/** Spec 1 §3: a lecture code. */
export type LectureCode = (typeof LECTURES)[number]['code'];

/** Spec 1 §3 / 2 §9.2: the courses of each lecture, in the spec's order. */
export const COURSES_BY_LECTURE: Readonly<Record<LectureCode, readonly Option<string>[]>> = {
  ROBO: [
    { id: 'RPP', label: 'プライマリープラス' },
    { id: 'RP', label: 'プライマリー' },
    { id: 'RM', label: 'ミドル' },
    { id: 'RMP', label: 'ミドルプラス' },
    { id: 'RA', label: 'アドバンス' },
  ],
  ROBOPRO: [
    { id: 'RPF', label: 'ファースト' },
    { id: 'RPS', label: 'セカンド' },
    { id: 'RPT', label: 'サード' },
  ],
  KODOPRO: [
    { id: 'KB', label: 'ビギナー' },
    { id: 'KBB', label: 'ビギナー2' },
    { id: 'KM', label: 'ミドル' },
    { id: 'KMM', label: 'ミドル2' },
    { id: 'KA', label: 'アドバンス' },
  ],
  SCIENCE_GATES: [
    { id: 'SGS', label: 'スタンダード' },
    { id: 'SGM', label: 'ミドル' },
    { id: 'SGA', label: 'アドバンス' },
  ],
  HUMATH: [{ id: 'HM', label: '算数' }],
  HALS: [],
  JIKKEN_JUKEN: [],
  ART: [{ id: 'ATS', label: 'アート' }],
};

/** Spec 1 §3: the lecture a course code belongs to, or undefined. */
export function lectureOfCourse(courseCd: string): LectureCode | undefined {
  const entry = Object.entries(COURSES_BY_LECTURE).find(([, courses]) => courses.some((c) => c.id === courseCd));
  return entry?.[0] as LectureCode | undefined;
}

/** Spec 1 §3 / 2 §3.4: a course's name as screens show it, its label plus コース (RP → プライマリーコース). */
export function courseDisplayName(courseCd: string): string {
  const lecture = lectureOfCourse(courseCd);
  const label = lecture ? labelOf(COURSES_BY_LECTURE[lecture], courseCd) : undefined;
  return `${label ?? courseCd}コース`;
}

/** Spec 2 §9.2: consultation courses, without HALS, in this order. */
export const CONSULTATION_LECTURES = [
  'ROBO',
  'ROBOPRO',
  'KODOPRO',
  'SCIENCE_GATES',
  'HUMATH',
] as const satisfies readonly LectureCode[];

/** Spec 2 §9.2: school grades 0-12. */
export const SCHOOL_GRADES: readonly Option<number>[] = [
  { id: 0, label: '年少' },
  { id: 1, label: '年中' },
  { id: 2, label: '年長' },
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ id: n + 2, label: `小学${n}年生` })),
  ...[1, 2, 3].map((n) => ({ id: n + 8, label: `中学${n}年生` })),
  { id: 12, label: 'その他' },
];

/** Spec 2 §9.2: gender 1 male, 2 female. */
export const GENDERS: readonly Option<number>[] = [
  { id: 1, label: '男性' },
  { id: 2, label: '女性' },
];

/** Spec 2 §9.2: email kinds P (PC) and M (smartphone). */
export const EMAIL_KINDS: readonly Option<'P' | 'M'>[] = [
  { id: 'P', label: 'PC' },
  { id: 'M', label: 'スマートフォン' },
];

/** Spec 2 §9.2: relationship of the guardian to the child. */
export const RELATIONSHIPS: readonly Option<'MOTHER' | 'FATHER' | 'OTHERS'>[] = [
  { id: 'MOTHER', label: '母' },
  { id: 'FATHER', label: '父' },
  { id: 'OTHERS', label: 'その他' },
];

/** Spec 2 §9.2: occupations (jobId), 99 unset. */
export const OCCUPATIONS: readonly Option<number>[] = [
  { id: 1, label: '経営者' },
  { id: 2, label: '会社役員' },
  { id: 3, label: '会社員（事務・営業・企画）' },
  { id: 4, label: '会社員（サービス・販売・運輸）' },
  { id: 5, label: '会社員（コンサルタント・金融・不動産）' },
  { id: 6, label: '会社員（IT）' },
  { id: 7, label: '技術者（電気・電子・機械）' },
  { id: 8, label: '技術者（素材・食品・医薬品・福祉）' },
  { id: 9, label: '医療従事者' },
  { id: 10, label: '技術者（建築・土木）' },
  { id: 11, label: '会社員（広告・ゲーム・インターネット・ファッション）' },
  { id: 12, label: '公務員' },
  { id: 13, label: '教員' },
  { id: 14, label: '弁護士' },
  { id: 15, label: '自営業' },
  { id: 16, label: 'パート・アルバイト' },
  { id: 17, label: '専業主婦・主夫' },
  { id: 18, label: '無職' },
  { id: 19, label: '学生' },
  { id: 99, label: '未設定' },
];

/** Spec 2 §9.2: consultation time slots 1-10. */
export const CONSULTATION_TIME_SLOTS: readonly Option<number>[] = [
  ...Array.from({ length: 9 }, (_, i) => ({ id: i + 1, label: `${i + 9}:00〜${i + 10}:00` })),
  { id: 10, label: '18:00以降' },
];

/** Spec 2 §3.4 studyDay / §3.6: weekdays 1-7 from Monday, as the application uses them. */
export const WEEKDAYS_FROM_MONDAY: readonly Option<number>[] = ['月', '火', '水', '木', '金', '土', '日'].map(
  (label, i) => ({ id: i + 1, label: `${label}曜日` }),
);

/** Spec 1 §3 attendance dayOfWeek: 1-7 from Sunday, short labels. */
export const WEEKDAYS_FROM_SUNDAY: readonly Option<number>[] = ['日', '月', '火', '水', '木', '金', '土'].map(
  (label, i) => ({ id: i + 1, label }),
);

/** Spec 2 §4 / §9.2: application status ids 2, 5 and 9. */
export const APPLICATION_STATUSES: readonly Option<2 | 5 | 9>[] = [
  { id: 2, label: '内容確認待ち' },
  { id: 5, label: '最終確認待ち' },
  { id: 9, label: '申込完了' },
];

/** Spec 1 §3: notification types 1 lesson record, 2 column, 3 schedule. */
export const NOTIFICATION_TYPES: readonly Option<1 | 2 | 3>[] = [
  { id: 1, label: 'レッスン記録が投稿されました' },
  { id: 2, label: 'コラムが配信されました' },
  { id: 3, label: 'スケジュールが配信されました' },
];

/** Spec 1 §4: attendance statuses 1 attended, 2 absent, 3 transferred. */
export const ATTENDANCE_STATUSES: readonly Option<1 | 2 | 3>[] = [
  { id: 1, label: '出席' },
  { id: 2, label: '欠席' },
  { id: 3, label: '振替' },
];

/** Spec 1 §4: schedule transferFlag 0 normal, 1 transferred-from, 2 transferred-to. */
export const TRANSFER_FLAGS: readonly Option<0 | 1 | 2>[] = [
  { id: 0, label: '通常' },
  { id: 1, label: '振替元' },
  { id: 2, label: '振替先' },
];

/** Spec 1 §2 "Trial applications": hankyoStatus codes and their badge labels. */
export const TRIAL_STATUSES: readonly Option<'CANCEL' | 'YOYAKU' | 'PENDING'>[] = [
  { id: 'CANCEL', label: 'キャンセル' },
  { id: 'YOYAKU', label: '予約完了' },
  { id: 'PENDING', label: '予約受付中' },
];

/** Spec 1 §9 / 2 §9.2: terms types 1-4; only 1 and 3 have a known meaning. */
export const TERMS_TYPES: readonly Option<1 | 2 | 3 | 4>[] = [
  { id: 1, label: '利用規約' },
  { id: 2, label: '規約（種別2）' },
  { id: 3, label: 'プライバシーポリシー' },
  { id: 4, label: '規約（種別4）' },
];

/** Spec 1 §3: the terms kinds guardians consent to. */
export const CONSENT_TERMS_KINDS: readonly Option<'privacy' | 'lynx' | 'steam'>[] = [
  { id: 'privacy', label: '個人情報の取り扱いについて' },
  { id: 'lynx', label: 'Lynx利用規約' },
  { id: 'steam', label: 'STEAM教育サービス利用規約' },
];

/** Spec 1 §3: assessment reference levels, lowest first. */
export const ASSESSMENT_REFERENCE_LEVELS: readonly Option<string>[] = [
  { id: 'PREPRIMARY', label: 'プレプライマリー' },
  { id: 'PRIMARY', label: 'プライマリー' },
  { id: 'BASIC1', label: 'ベーシック1' },
  { id: 'BASIC2', label: 'ベーシック2' },
  { id: 'MIDDLE1', label: 'ミドル1' },
  { id: 'MIDDLE2', label: 'ミドル2' },
  { id: 'ADVANCE1', label: 'アドバンス1' },
  { id: 'ADVANCE2', label: 'アドバンス2' },
];

/** Spec 2 §5.5 / §9.1: one item of the final checklist and the answer that passes it. */
export interface ChecklistItem {
  readonly id: 1 | 2 | 3 | 5 | 6 | 7;
  readonly label: string;
  readonly expected: 'yes' | 'no';
}

/** Spec 2 §9.1: the six final checklist items (ids 1, 2, 3, 5, 6, 7); item 7 is answered "no". */
export const FINAL_CHECKLIST: readonly ChecklistItem[] = [
  { id: 1, label: '入会金・月謝の金額を確認しました', expected: 'yes' },
  { id: 2, label: '休会・退会は前月20日までに届け出ることを確認しました', expected: 'yes' },
  { id: 3, label: '欠席時の振替授業・返金は原則ないことを確認しました', expected: 'yes' },
  { id: 5, label: 'タブレットは申込の翌日までに購入することを確認しました', expected: 'yes' },
  { id: 6, label: '年末年始・お盆・ゴールデンウィークは休講となることを確認しました', expected: 'yes' },
  { id: 7, label: '入会について、ご不明な点はありますか', expected: 'no' },
];

/** Spec 1 §5: notification setting unread_chat values. */
export const UNREAD_CHAT_FREQUENCIES: readonly Option<0 | 1 | 2>[] = [
  { id: 0, label: '通知しない' },
  { id: 1, label: '2時間ごと' },
  { id: 2, label: '1日1回' },
];

/** Spec 1 §9 "Sort": 0 newest first, 1 oldest first (lesson records and columns). */
export const SORT_ORDERS = [
  { id: 0, code: 'latest', label: '新しい順' },
  { id: 1, code: 'oldest', label: '古い順' },
] as const satisfies readonly (Option<number> & { code: string })[];

/** Spec 1 §9: a sort order's id. */
export type SortOrderId = (typeof SORT_ORDERS)[number]['id'];
