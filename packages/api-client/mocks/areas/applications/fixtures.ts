import { applicationStatusLabel, CONSULTATION_LECTURES, LECTURES, TRIAL_STATUSES, wordMessage } from '@portal/domain';
import { ja, translator } from '@portal/messages';
import type { components } from '../../../src/gen/schema';
import { classrooms, courseName, daysAgo, kidNames, lectureName, pad, pick, ymd } from '../../shared/fixtures';

type Schemas = components['schemas'];

export function trialBooking(index: number, overrides: Partial<Schemas['TrialBooking']> = {}): Schemas['TrialBooking'] {
  const date = daysAgo(-7 - index * 7);
  const isConsul = index % 2 === 1 ? 1 : 0;
  return {
    mkTaikenkaiNo: `T${String(880001 + index)}`,
    trialCode: `R2025${String(4100 + index)}`,
    kaisaiYmd: ymd(date),
    hankyoStatus: pick(TRIAL_STATUSES, index + 1),
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
    // Worded as the server words it.
    content: wordMessage(applicationStatusLabel(statusId), translator(ja)),
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

export function taikenkai(): Schemas['Taikenkai'] {
  return {
    classroom: { classroomName: classrooms[0].classroomName },
    kaisaiYmd: '2025-04-26',
    kaisaiTime: '10:00〜11:00',
    koza: { kozaName: lectureName('ROBO') },
    lessonId: '1301-w1',
  };
}

export function questionnaireOptions(): Schemas['QuestionnaireOption'][] {
  return [
    // The server's options (apps/server/src/routes/trial/questionnaire.ts): the follow-up ones are 8 … 31.
    { id: 1, content: 'チラシ・ポスター', isAdd: 0 },
    { id: 2, content: 'インターネット検索', isAdd: 0 },
    { id: 8, content: 'お友だち・知人の紹介', isAdd: 1 },
    { id: 31, content: 'その他', isAdd: 1 },
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

/** The classroom side's list: a trial for two children and a consultation still to arrange. */
export function staffBookings(count = 2): Schemas['StaffBooking'][] {
  const consult: Schemas['StaffBooking'] = {
    id: 2,
    consultation: true,
    classroomId: 1,
    classroomName: classrooms[0].classroomName,
    lectureName: lectureName('KODOPRO'),
    heldAt: null,
    guardianName: '森 由美',
    email: 'mori@example.com',
    kidCount: 1,
    createdAt: '2025-04-20T01:30:00.000Z',
    guardianKana: 'モリ ユミ',
    telNumber: '09087654321',
    zipcode: '1520035',
    address: '東京都目黒区自由が丘1-2-3',
    kids: [{ lastName: '森', firstName: '葵', lastNameKana: 'モリ', firstNameKana: 'アオイ', schoolGrade: 5 }],
    questionnaireId: 2,
    questionnaireNote: null,
    questions: '',
    inviteCode: '',
    courseCode: 'KODOPRO',
    preferred: [
      { week: 6, time: 2 },
      { week: 3, time: 8 },
      { week: 7, time: 3 },
    ],
  };
  const trial: Schemas['StaffBooking'] = {
    id: 1,
    consultation: false,
    classroomId: 1,
    classroomName: classrooms[0].classroomName,
    lectureName: lectureName('ROBO'),
    heldAt: '2025-04-26T01:00:00.000Z',
    guardianName: '山田 太郎',
    email: 'yamada@example.com',
    kidCount: 2,
    createdAt: '2025-04-19T09:15:00.000Z',
    guardianKana: 'ヤマダ タロウ',
    telNumber: '0312345678',
    zipcode: '1520035',
    address: '東京都目黒区自由が丘2-10-4 メゾン自由が丘203',
    kids: [
      { lastName: '山田', firstName: '陽翔', lastNameKana: 'ヤマダ', firstNameKana: 'ハルト', schoolGrade: 5 },
      { lastName: '山田', firstName: '結衣', lastNameKana: 'ヤマダ', firstNameKana: 'ユイ', schoolGrade: 2 },
    ],
    questionnaireId: 8,
    questionnaireNote: '佐藤さん（同じクラスのお母さま）',
    questions: '兄は小学3年生、妹は年長です。\nきょうだいで同じ時間に受けられますか。',
    inviteCode: 'SATO2025',
    courseCode: null,
    preferred: [],
  };
  return Array.from({ length: count }, (_, i) => {
    const base = i % 2 === 0 ? consult : trial;
    return {
      ...base,
      id: count - i,
      guardianName: i < 2 ? base.guardianName : `${base.guardianName.split(' ')[0]} ${i}`,
    };
  });
}

/** Issue 32: the classroom's family invitations, one of each state a list shows (invited, joined, expired, revoked). */
export function familyInvitation(i: number): Schemas['FamilyInvitation'] {
  const states = ['invited', 'joined', 'expired', 'revoked'] as const;
  const families = [
    { guardianName: '松本 由美', email: 'matsumoto@example.jp', children: ['松本 陽葵', '松本 蒼'] },
    { guardianName: '小林 健一', email: 'kobayashi@example.jp', children: ['小林 結菜'] },
    {
      guardianName: '長谷川 美智子',
      email: 'michiko.hasegawa.family-account@example-long-domain.co.jp',
      children: ['長谷川 一之輔', '長谷川 さくら', '長谷川 晴'],
    },
    { guardianName: '斎藤 聡', email: 'saito@example.jp', children: ['斎藤 大和'] },
  ];
  const status = states[i % states.length] ?? 'invited';
  const family = families[i % families.length] ?? families[0];
  return {
    id: 800 + i,
    classroomId: 1,
    classroomName: '自由が丘教室',
    ...family,
    children: [...(family?.children ?? [])],
    guardianName: family?.guardianName ?? '',
    email: family?.email ?? '',
    role: i % 3 === 1 ? 7 : 6,
    course: 'RA',
    status,
    sentAt: `2026-11-${String(20 - (i % 15)).padStart(2, '0')}T01:00:00.000Z`,
    expiresAt: `2026-11-${String(27 - (i % 15)).padStart(2, '0')}T01:00:00.000Z`,
    acceptedAt: status === 'joined' ? '2026-11-21T03:00:00.000Z' : null,
  };
}

/**
 * Issue 32 (ADR 042): the classroom's staff as an owner sees them: the owner, an active colleague, one invited, one
 * whose link expired and one deactivated, with a long name and address among them.
 */
export function staffMember(i: number): Schemas['StaffMember'] {
  const people = [
    { name: '山本 大輔', email: 'staff@example.com', role: 'owner', status: 'active', you: true },
    { name: '中村 美咲', email: 'nakamura.staff@example.com', role: 'staff', status: 'active', you: false },
    { name: '小林 健太', email: 'kobayashi.staff@example.com', role: 'staff', status: 'invited', you: false },
    {
      name: '長谷川 一之輔',
      email: 'ichinosuke.hasegawa.classroom-staff@example-long-domain.co.jp',
      role: 'staff',
      status: 'expired',
      you: false,
    },
    { name: '斎藤 聡', email: 'saito.staff@example.com', role: 'staff', status: 'deactivated', you: false },
  ] as const;
  const person = people[i % people.length] ?? people[0];
  const invited = person.status === 'invited' || person.status === 'expired';
  return {
    id: 700 + i,
    ...person,
    classrooms: i % 2 === 0 ? ['自由が丘教室', '武蔵小杉教室'] : ['自由が丘教室'],
    manageable: person.role === 'staff' && !person.you,
    invitedAt: invited ? `2026-11-${person.status === 'expired' ? '10' : '20'}T01:00:00.000Z` : null,
    expiresAt: invited ? `2026-11-${person.status === 'expired' ? '13' : '23'}T01:00:00.000Z` : null,
  };
}

/** Issue 33 (ADR 048): every course code, in catalogue order (the `many` price table). */
export const COURSE_CODES = [
  'RPP',
  'RP',
  'RM',
  'RMP',
  'RA',
  'RPF',
  'RPS',
  'RPT',
  'KB',
  'KBB',
  'KM',
  'KMM',
  'KA',
  'SGS',
  'SGM',
  'SGA',
  'HM',
  'ATS',
];

/** Issue 33 (ADR 048): a classroom's price of one course. */
export function coursePrice(classroomId: number, course: string, i: number): Schemas['CoursePrice'] {
  return {
    classroomId,
    course,
    monthlyFee: 6_000 + (i % 3) * 1_000,
    enrolmentFee: 10_000,
    materialsFee: i % 2 === 0 ? 18_000 : 0,
    discounts: i === 0 ? [{ name: '入会キャンペーン割引', fee: 5_000 }] : [],
    campaignMonths: i === 0 ? ['2026-12', '2027-01'] : [],
    updatedAt: '2026-11-20T01:00:00.000Z',
  };
}
