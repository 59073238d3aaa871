import type { components } from '../../../src/gen/schema';
import { daysAgo, kid, pick, ymd } from '../../shared/fixtures';

type Schemas = components['schemas'];

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
