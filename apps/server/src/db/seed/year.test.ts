import { describe, expect, it } from 'vitest';
import { AGAINST_TERMS, AVOID } from './copy-rules';
import { DOCUMENT_SEED, FAQ_SEED } from './faq-documents';
import { KIYAKU, LYNX, PRIVACY_MAIN, PRIVACY_TEMP, STEAM } from './profile';
import {
  addDays,
  type ClassKey,
  classroomNotices,
  DEMO_CLASSES,
  exhibitionNotice,
  featuredNotice,
  informationItems,
  isoFrom,
  jaDate,
  presentationProgramme,
  recessReason,
  weekdayOf,
} from './year';

const KEYS = Object.keys(DEMO_CLASSES) as ClassKey[];
const WEEKDAYS = '日月火水木金土';

/** Every other day of two years, at 10:00 in Japan: the seed runs at server start, on any day. */
const DAYS = Array.from({ length: 366 }, (_, i) => new Date(Date.parse('2026-01-01T01:00:00Z') + i * 2 * 86_400_000));

/** Everything a classroom or the provider published by `today`, with its publication date. */
function published(today: Date) {
  const texts: { who: string; on: string; title: string; content: string }[] = [];
  for (const key of KEYS) {
    for (const n of classroomNotices(key, today)) {
      texts.push({
        who: DEMO_CLASSES[key].classroom,
        on: isoFrom(today, n.offset),
        title: n.title,
        content: n.content,
      });
    }
  }
  const featured = featuredNotice(today);
  texts.push({ who: '自由が丘教室', on: isoFrom(today, -6), title: featured.title, content: featured.content });
  const programme = presentationProgramme(today);
  texts.push({ who: '武蔵小杉教室', on: isoFrom(today, -17), title: programme.title, content: programme.content });
  const exhibition = exhibitionNotice(today);
  texts.push({ who: '吉祥寺教室', on: isoFrom(today, -6), title: exhibition.title, content: exhibition.content });
  for (const i of informationItems(today)) {
    texts.push({ who: 'information', on: isoFrom(today, i.offset), title: i.title, content: i.content });
  }
  return texts;
}

/** Words that belong to a season, and the months a notice may carry them in. */
const SEASONAL: [RegExp, number[]][] = [
  [/春期講習/, [1, 2, 3]],
  // A report of the spring holiday's course may follow in April.
  [/春休み/, [1, 2, 3, 4]],
  [/夏期講習/, [5, 6, 7]],
  [/夏休み/, [5, 6, 7, 8, 9]],
  [/冬期講習|冬休み/, [10, 11, 12, 1, 2]],
  [/ゴールデンウィーク/, [3, 4, 5]],
  [/お盆/, [6, 7, 8]],
  [/年末年始|年内最後/, [11, 12]],
  [/台風/, [6, 7, 8, 9, 10]],
  [/熱中症/, [6, 7, 8, 9]],
  [/インフルエンザ|体調不良で欠席/, [11, 12, 1, 2, 3]],
  [/新年度/, [2, 3]],
  [/春の/, [3, 4, 5]],
  [/夏の/, [6, 7, 8]],
  [/秋の/, [9, 10, 11]],
  [/冬の/, [12, 1, 2]],
];

const month = (iso: string) => Number(iso.slice(5, 7));

describe('the classroom year of the demo', () => {
  it('gives seasonal titles and bodies only in their season, on every day of two years', () => {
    for (const today of DAYS) {
      for (const t of published(today)) {
        for (const [word, months] of SEASONAL) {
          const found = t.title.match(word);
          if (found) {
            expect(months, `${isoFrom(today)}: 「${t.title}」 published ${t.on}`).toContain(month(t.on));
          }
        }
      }
    }
  });

  it('picks the title of the season for a few fixed days', () => {
    const titleOn = (day: string) => featuredNotice(new Date(`${day}T10:00:00+09:00`)).title;
    expect(titleOn('2026-02-10')).toBe('春期講習のお申し込みについて');
    expect(titleOn('2026-05-11')).toBe('夏期講習のお申し込みについて');
    expect(titleOn('2026-08-20')).toBe('保護者会のご案内');
    expect(titleOn('2026-11-22')).toBe('冬期講習のお申し込みについて');
    const infoOn = (day: string) => informationItems(new Date(`${day}T10:00:00+09:00`))[1]?.title;
    expect(infoOn('2026-11-22')).toBe('冬休みイベントカレンダーを公開しました');
    expect(infoOn('2026-07-01')).toBe('夏休みイベントカレンダーを公開しました');
    expect(infoOn('2026-09-30')).toBe('10月のイベントカレンダーを公開しました');
  });

  it('names in every recess notice a real day of that class, after the notice, on which the class is closed', () => {
    for (const today of DAYS) {
      for (const key of KEYS) {
        const c = DEMO_CLASSES[key];
        for (const n of classroomNotices(key, today).filter((x) => x.kind === 'recess')) {
          const on = isoFrom(today, n.offset);
          expect(n.closedDays?.length, n.title).toBeGreaterThan(0);
          for (const day of n.closedDays ?? []) {
            expect(n.content, n.title).toContain(jaDate(day));
            expect(weekdayOf(day)).toBe(c.weekday);
            expect(day > on, `${n.title} of ${on} names ${day}`).toBe(true);
            expect(recessReason(c, day, today), `${c.classroom} ${day}`).toBeDefined();
          }
        }
      }
    }
  });

  it('writes every date with the weekday it really has', () => {
    for (const today of DAYS.filter((_, i) => i % 5 === 0)) {
      for (const t of published(today)) {
        for (const [, y, m, d, w] of `${t.title}${t.content}`.matchAll(/(\d{4})年(\d{1,2})月(\d{1,2})日（(.)）/g)) {
          const day = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
          expect(addDays(day, 0), `${t.title}: ${y}年${m}月${d}日`).toBe(day);
          expect(w, `${t.title}: ${day}`).toBe(WEEKDAYS[weekdayOf(day)]);
        }
        // No ISO dates or slashes in sentences (COPY.md).
        expect(t.content, t.title).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{4}\/\d{1,2}\/\d{1,2}/);
      }
    }
  });

  it('keeps the first family to exactly two notices mentioning 休講日, both in their titles', () => {
    for (const today of DAYS) {
      const first = published(today).filter((t) => t.who === '自由が丘教室' || t.who === '武蔵小杉教室');
      const found = first.filter((t) => `${t.title}${t.content}`.includes('休講日'));
      expect(
        found.map((t) => t.title),
        isoFrom(today),
      ).toEqual(['休講日のお知らせ', '休講日のお知らせ']);
    }
  });

  it('never repeats a title within a classroom, and signs with more than one name', () => {
    for (const today of DAYS) {
      for (const key of KEYS) {
        const notices = classroomNotices(key, today).filter((n) => n.kind === 'season' || n.kind === 'recess');
        const titles = notices.map((n) => n.title);
        expect(new Set(titles).size, `${key} ${isoFrom(today)} ${titles}`).toBe(titles.length);
      }
    }
    const names = new Set(KEYS.flatMap((key) => classroomNotices(key, DAYS[0] as Date).map((n) => n.senderName)));
    expect([...names].map((n) => n.split(' ')[1]).filter((n, i, all) => all.indexOf(n) === i).length).toBeGreaterThan(
      3,
    );
  });

  it('says nothing against the terms and uses none of the words COPY.md avoids', () => {
    const faq = FAQ_SEED.flatMap((c) => [
      c.name,
      ...c.sections.flatMap((s) => [s.name, ...s.articles.flatMap((a) => [a.name, a.body])]),
    ]);
    const documents = DOCUMENT_SEED.flatMap((d) => [d.title, d.comments]);
    const terms = [KIYAKU, PRIVACY_MAIN, PRIVACY_TEMP, LYNX, STEAM];
    const seasonal = DAYS.filter((_, i) => i % 7 === 0).flatMap((today) =>
      published(today).flatMap((t) => [t.title, t.content]),
    );
    for (const text of [...faq, ...documents, ...terms, ...seasonal]) {
      for (const word of [...AVOID, ...AGAINST_TERMS]) expect(text).not.toMatch(word);
    }
    // The terms' own rules, as the FAQ answers them.
    const answers = faq.join('');
    for (const rule of [
      '30分前までに',
      '原則として行っておりません',
      '休会中の月謝はかかりません',
      '年2回まで',
      '前月20日まで',
    ]) {
      expect(answers).toContain(rule);
    }
  });

  it('keeps provider information out of the classroom word お知らせ', () => {
    for (const today of DAYS.filter((_, i) => i % 30 === 0)) {
      for (const item of informationItems(today)) {
        expect(`${item.label} ${item.title}`).not.toContain('お知らせ');
      }
    }
  });
});
