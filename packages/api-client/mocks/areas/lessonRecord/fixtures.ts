import type { components } from '../../../src/gen/schema';
import { daysAgo, kid, pick, ymd } from '../../shared/fixtures';

type Schemas = components['schemas'];

/** A drawn robot (no request leaves the story), tinted per record so the grid is not all alike. */
const photo = (index: number) => {
  const fill = ['#fde2e4', '#e0f2f1', '#ede9fe', '#fef3c7'][index % 4] ?? '#e0f2f1';
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${fill}"/><rect x="240" y="200" width="160" height="130" rx="18" fill="#3f7fd9"/><rect x="260" y="110" width="120" height="80" rx="14" fill="#f29e4c"/><circle cx="295" cy="150" r="12" fill="#fff"/><circle cx="345" cy="150" r="12" fill="#fff"/><circle cx="270" cy="345" r="22" fill="#444"/><circle cx="370" cy="345" r="22" fill="#444"/></svg>`,
  )}`;
};

export function studentLessonRecord(index: number, kidIndex = index % 2): Schemas['StudentLessonRecord'] {
  const k = kid(kidIndex);
  const titles = ['自動で止まる車を作ったよ', 'クレーンの仕組み', 'センサーで光を感じるロボット', '歩くロボット'];
  return {
    id: 5000 + index,
    course_cd: pick(['RP', 'RPP', 'RM', 'RA'], index),
    image_path: photo(index),
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
    image_path: photo(index + 1),
    course_cd: pick(['RP', 'RM', 'RA', 'RPP'], index),
    report_flag: 0,
    own: false,
    ...overrides,
  };
  return record;
}

/** The classroom side (issue 13): a record as the staff list shows it, with comments, publishing and reports. */
export function staffLessonRecord(index: number, overrides: Partial<Schemas['StaffLessonRecord']> = {}) {
  const k = kid(index % 2);
  const own = studentLessonRecord(index, index % 2);
  const record: Schemas['StaffLessonRecord'] = {
    id: 7000 + index,
    kid_id: k.id,
    kid_name: `${k.lastName} ${k.firstName}`,
    classroom_name: index % 2 === 0 ? '自由が丘教室' : '武蔵小杉教室',
    course_cd: own.course_cd,
    image_path: photo(index),
    post_date: own.post_date,
    title: own.title,
    comment: own.comment,
    lecturer_comment: index % 3 === 0 ? null : '集中して最後まで組み立てることができました。',
    parent_comment: index % 2 === 0 ? '家でも動かして見せてくれました。ありがとうございます。' : null,
    public: index % 4 === 1,
    nickname: index % 4 === 1 ? 'ロボ博士' : null,
    report_flag: index === 1 ? 1 : 0,
    report_count: index === 1 ? 1 : 0,
    ...overrides,
  };
  return record;
}

export function staffLessonRecordKids(): Schemas['StaffLessonRecordKid'][] {
  return [0, 1].map((i) => {
    const k = kid(i);
    return {
      id: k.id,
      name: `${k.lastName} ${k.firstName}`,
      classroom_name: i === 0 ? '自由が丘教室' : '武蔵小杉教室',
      courses: i === 0 ? ['RA'] : ['KB', 'RP'],
    };
  });
}

/** Issue 33: a post in the classroom's queue of reported posts; the first is reported twice. */
export function staffReportedPost(index: number, overrides: Partial<Schemas['StaffReportedPost']> = {}) {
  const record = staffLessonRecord(index);
  const post: Schemas['StaffReportedPost'] = {
    id: record.id,
    kid_name: record.kid_name,
    classroom_name: record.classroom_name,
    course_cd: record.course_cd,
    image_path: record.image_path,
    post_date: record.post_date,
    title: record.title,
    comment: record.comment,
    nickname: pick(['ロボ博士', 'ギア名人', 'ひなた', 'そらまめ'], index),
    hidden: false,
    report_count: index === 0 ? 2 : 1,
    first_reported_at: `2026-05-${String(10 - (index % 9)).padStart(2, '0')}T01:30:00Z`,
    last_reported_at: '2026-05-10T23:15:00Z',
    ...overrides,
  };
  return post;
}
