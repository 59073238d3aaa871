import type { Schemas } from '@portal/api-client';
import { fixtures } from '@portal/api-client/mocks';

/** Up to four children of one family, each with their own weekly class in April 2025 (the stories' month). */
export const storyKids = [
  { id: 101, lastName: '山田', firstName: '太郎' },
  { id: 102, lastName: '山田', firstName: '花子' },
  { id: 103, lastName: '山田', firstName: '次郎' },
  { id: 104, lastName: '山田', firstName: '三郎' },
] as const;

type Item = Schemas['ScheduleItem'];

const base = (kid: (typeof storyKids)[number], id: number, date: number, over: Partial<Item> = {}): Item => ({
  id,
  date,
  name: `${kid.lastName} ${kid.firstName}`,
  hour: '16:30〜17:30',
  kozaName: 'プログラミング教室',
  courseName: 'ビギナー',
  recessFlag: 0,
  transferFlag: 0,
  transferDate: null,
  transferHour: null,
  originDate: null,
  originHour: null,
  kidId: kid.id,
  ...over,
});

/**
 * 太郎: Saturday robot class; the 12th moved to Wednesday the 16th. 花子: Wednesday programming, recess on
 * the 30th. 次郎 and 三郎: Wednesday classes too, so with three children the 16th and the other Wednesdays
 * hold three children (the taller cell).
 */
export function storySchedule(kidIds: readonly number[]): Item[] {
  const [taro, hanako, jiro, saburo] = storyKids;
  const robot = { hour: '10:00〜11:30', kozaName: 'ロボット教室', courseName: 'アドバンス' };
  const all: Item[] = [
    base(taro, 1, 5, robot),
    base(taro, 2, 12, {
      ...robot,
      transferFlag: 1,
      transferDate: '2025-04-16',
      transferHour: '17:45〜19:15',
    }),
    base(taro, 3, 16, {
      ...robot,
      hour: '17:45〜19:15',
      transferFlag: 2,
      originDate: '2025-04-12',
      originHour: '10:00〜11:30',
    }),
    base(taro, 4, 19, robot),
    base(taro, 5, 26, robot),
    ...[2, 9, 16, 23, 30].map((d) => base(hanako, 10 + d, d, d === 30 ? { recessFlag: 1 } : {})),
    ...[2, 9, 16, 23, 30].map((d) =>
      base(jiro, 50 + d, d, {
        hour: '17:00〜18:00',
        kozaName: 'サイエンス教室',
        courseName: 'サイエンスゲーツ',
        recessFlag: d === 30 ? 1 : 0,
      }),
    ),
    ...[3, 10, 17, 24].map((d) =>
      base(saburo, 90 + d, d, { hour: '15:00〜16:00', kozaName: 'ロボット教室', courseName: 'プライマリー' }),
    ),
  ];
  return all.filter((item) => item.kidId !== undefined && kidIds.includes(item.kidId));
}

/** The story user (a member) with the first `count` of the children. */
export const storyUser = (count: number) => ({
  ...fixtures.user(6),
  kids: storyKids.slice(0, count).map((kid, index) => ({ ...fixtures.kid(index), ...kid })),
});
