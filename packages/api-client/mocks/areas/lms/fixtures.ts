import type { components } from '../../../src/gen/schema';
import { classrooms, kid, pad, pick } from '../../shared/fixtures';

type Schemas = components['schemas'];

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

/** Issue 33 (ADR 054): a lesson video as the classroom's list shows it (the third is withdrawn). */
export function staffVideo(index: number, overrides: Partial<Schemas['StaffVideo']> = {}): Schemas['StaffVideo'] {
  const titles = ['ギアのしくみ（教室版）', '坂道チャレンジ', 'センサーで止まるロボット'];
  return {
    id: 9000 + index,
    classroomId: index % 2 === 0 ? 1 : 2,
    classroomName: index % 2 === 0 ? '自由が丘教室' : '武蔵小杉教室',
    courseCd: index % 2 === 0 ? 'RA' : 'RM',
    month: `2026-${String(5 - (index % 4)).padStart(2, '0')}`,
    title: titles[index % 3] ?? '授業動画',
    videoType: index % 2 === 0 ? 'video/webm' : 'video/mp4',
    captionCount: 3 + index,
    withdrawn: index % 3 === 2,
    ...overrides,
  };
}
