import { messageCode } from '../validation/codes';

/** Spec 2 §9.2: an enumeration member, the code the API uses and its Japanese label. */
export interface Option<T extends string | number> {
  readonly id: T;
  readonly label: string;
}

/**
 * Spec 2 §9.2 / ADR 027: an enumeration member the product words itself: the code the API uses and the
 * message code of its label (catalogue `labels.<list>.<id>`), worded by the portal and the server.
 */
export interface CodedOption<T extends string | number> {
  readonly id: T;
  readonly labelCode: string;
}

/** ADR 027: the members of an enumeration with the message codes of their labels, `labels.<list>.<id>`. */
function coded<const T extends string | number>(list: string, ids: readonly T[]): readonly CodedOption<T>[] {
  return ids.map((id) => ({ id, labelCode: messageCode(`labels.${list}.${id}`) }));
}

/** ADR 027: the message code of a member's label, or undefined when the code is unknown. */
export function labelCodeOf<T extends string | number>(
  options: readonly CodedOption<T>[],
  id: T | null | undefined,
): string | undefined {
  return options.find((o) => o.id === id)?.labelCode;
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
export const SCHOOL_GRADES = coded(
  'schoolGrades',
  Array.from({ length: 13 }, (_, i) => i),
);

/** Spec 2 §9.2: gender 1 male, 2 female. */
export const GENDERS = coded('genders', [1, 2]);

/** Spec 2 §9.2: email kinds P (PC) and M (smartphone). */
export const EMAIL_KINDS = coded('emailKinds', ['P', 'M']);

/** Spec 2 §9.2: relationship of the guardian to the child. */
export const RELATIONSHIPS = coded('relationships', ['MOTHER', 'FATHER', 'OTHERS']);

/** Spec 2 §9.2: occupations (jobId), 99 unset. */
export const OCCUPATIONS = coded('occupations', [...Array.from({ length: 19 }, (_, i) => i + 1), 99]);

/** Spec 2 §9.2: consultation time slots 1-10. */
export const CONSULTATION_TIME_SLOTS = coded(
  'consultationTimeSlots',
  Array.from({ length: 10 }, (_, i) => i + 1),
);

/** Spec 2 §3.4 studyDay / §3.6: weekdays 1-7 from Monday, as the application uses them. */
export const WEEKDAYS_FROM_MONDAY = coded(
  'weekdays',
  Array.from({ length: 7 }, (_, i) => i + 1),
);

/** Spec 1 §3 attendance dayOfWeek: 1-7 from Sunday, short labels (`labels.weekdaysShort`). */
export const WEEKDAYS_FROM_SUNDAY = coded(
  'weekdaysShort',
  Array.from({ length: 7 }, (_, i) => i + 1),
);

/**
 * Spec 1 §4: schedule transferFlag 0 normal, 1 transferred-from, 2 transferred-to (the ui kit words the
 * tags, `scheduleItem`).
 */
export const TRANSFER_FLAGS = [
  { id: 0, code: 'normal' },
  { id: 1, code: 'transferredFrom' },
  { id: 2, code: 'transferredTo' },
] as const;

/** Spec 1 §2 "Trial applications": hankyoStatus codes; `trialBadge` gives each its badge. */
export const TRIAL_STATUSES = ['CANCEL', 'YOYAKU', 'PENDING'] as const;

/** Spec 1 §9 / 2 §9.2: terms types 1-4; only 1 and 3 have a known meaning. */
export const TERMS_TYPES = coded('termsTypes', [1, 2, 3, 4]);

/** Spec 1 §3: the terms kinds guardians consent to. */
export const CONSENT_TERMS_KINDS = coded('consentTerms', ['privacy', 'lynx', 'steam']);

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
  /** Catalogue `labels.finalChecklist.<id>`. */
  readonly labelCode: string;
  readonly expected: 'yes' | 'no';
}

/** Spec 2 §9.1: the six final checklist items (ids 1, 2, 3, 5, 6, 7); item 7 is answered "no". */
export const FINAL_CHECKLIST: readonly ChecklistItem[] = coded('finalChecklist', [1, 2, 3, 5, 6, 7] as const).map(
  (item) => ({ ...item, expected: item.id === 7 ? 'no' : 'yes' }),
);

/** Spec 1 §5: notification setting unread_chat values. */
export const UNREAD_CHAT_FREQUENCIES = coded('unreadChatFrequencies', [0, 1, 2]);

/**
 * Spec 1 §9 "Sort": 0 newest first, 1 oldest first (lesson records and columns); the ui kit words them
 * (`sortSelect`).
 */
export const SORT_ORDERS = [
  { id: 0, code: 'latest' },
  { id: 1, code: 'oldest' },
] as const satisfies readonly { id: number; code: string }[];

/** Spec 1 §9: a sort order's id. */
export type SortOrderId = (typeof SORT_ORDERS)[number]['id'];
