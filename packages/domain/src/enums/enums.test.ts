import { en, ja, translator } from '@portal/messages';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_TERMS_KINDS,
  CONSULTATION_LECTURES,
  CONSULTATION_TIME_SLOTS,
  COURSES_BY_LECTURE,
  type CodedOption,
  courseDisplayName,
  EMAIL_KINDS,
  FINAL_CHECKLIST,
  GENDERS,
  LECTURES,
  labelCodeOf,
  labelOf,
  lectureOfCourse,
  OCCUPATIONS,
  RELATIONSHIPS,
  SCHOOL_GRADES,
  SORT_ORDERS,
  TERMS_TYPES,
  UNREAD_CHAT_FREQUENCIES,
  WEEKDAYS_FROM_MONDAY,
  WEEKDAYS_FROM_SUNDAY,
} from './enums';

describe('lectures and courses', () => {
  it('numbers the 8 lectures in the spec order', () => {
    expect(LECTURES.map((l) => `${l.id}:${l.code}`)).toEqual([
      '1:ROBO',
      '2:ROBOPRO',
      '3:KODOPRO',
      '4:SCIENCE_GATES',
      '5:HUMATH',
      '6:HALS',
      '7:JIKKEN_JUKEN',
      '8:ART',
    ]);
  });

  it('lists the courses of each lecture in the spec order', () => {
    expect(COURSES_BY_LECTURE.ROBO.map((c) => c.id)).toEqual(['RPP', 'RP', 'RM', 'RMP', 'RA']);
    expect(COURSES_BY_LECTURE.KODOPRO.map((c) => c.id)).toEqual(['KB', 'KBB', 'KM', 'KMM', 'KA']);
    expect(COURSES_BY_LECTURE.ART.map((c) => c.id)).toEqual(['ATS']);
  });

  it('finds the lecture of a course', () => {
    expect(lectureOfCourse('SGM')).toBe('SCIENCE_GATES');
    expect(lectureOfCourse('HM')).toBe('HUMATH');
    expect(lectureOfCourse('XX')).toBeUndefined();
  });

  it('offers consultation without HALS, in the spec order', () => {
    expect(CONSULTATION_LECTURES).toEqual(['ROBO', 'ROBOPRO', 'KODOPRO', 'SCIENCE_GATES', 'HUMATH']);
  });
});

describe('labels', () => {
  const japanese = translator(ja);
  const inJapanese = <T extends string | number>(options: readonly CodedOption<T>[], id: T) =>
    japanese(labelCodeOf(options, id) ?? '');

  it('gives school grades 0-12 as codes the catalogue words, from 年少 to その他', () => {
    expect(SCHOOL_GRADES).toHaveLength(13);
    expect(labelCodeOf(SCHOOL_GRADES, 0)).toBe('labels.schoolGrades.0');
    expect(inJapanese(SCHOOL_GRADES, 0)).toBe('年少');
    expect(inJapanese(SCHOOL_GRADES, 3)).toBe('小学1年生');
    expect(inJapanese(SCHOOL_GRADES, 8)).toBe('小学6年生');
    expect(inJapanese(SCHOOL_GRADES, 11)).toBe('中学3年生');
    expect(inJapanese(SCHOOL_GRADES, 12)).toBe('その他');
  });

  it('labels occupations 1-19 and 99', () => {
    expect(OCCUPATIONS.map((o) => o.id)).toEqual([...Array.from({ length: 19 }, (_, i) => i + 1), 99]);
    expect(inJapanese(OCCUPATIONS, 99)).toBe('未設定');
  });

  it('labels the 10 consultation slots, the last open-ended', () => {
    expect(CONSULTATION_TIME_SLOTS).toHaveLength(10);
    expect(inJapanese(CONSULTATION_TIME_SLOTS, 1)).toBe('9:00〜10:00');
    expect(inJapanese(CONSULTATION_TIME_SLOTS, 9)).toBe('17:00〜18:00');
    expect(inJapanese(CONSULTATION_TIME_SLOTS, 10)).toBe('18:00以降');
  });

  it('starts application weekdays on Monday and attendance weekdays on Sunday', () => {
    expect(inJapanese(WEEKDAYS_FROM_MONDAY, 1)).toBe('月曜日');
    expect(inJapanese(WEEKDAYS_FROM_MONDAY, 7)).toBe('日曜日');
    expect(inJapanese(WEEKDAYS_FROM_SUNDAY, 1)).toBe('日');
    expect(inJapanese(WEEKDAYS_FROM_SUNDAY, 7)).toBe('土');
  });

  it('words every coded list in both languages', () => {
    const lists = [SCHOOL_GRADES, GENDERS, EMAIL_KINDS, RELATIONSHIPS, OCCUPATIONS, CONSULTATION_TIME_SLOTS];
    const more = [
      WEEKDAYS_FROM_MONDAY,
      WEEKDAYS_FROM_SUNDAY,
      TERMS_TYPES,
      CONSENT_TERMS_KINDS,
      FINAL_CHECKLIST,
      UNREAD_CHAT_FREQUENCIES,
    ];
    for (const option of [...lists, ...more].flat()) {
      expect(japanese(option.labelCode), option.labelCode).not.toBe(option.labelCode);
      expect(translator(en)(option.labelCode), option.labelCode).not.toBe(option.labelCode);
    }
    expect(inJapanese(GENDERS, 2)).toBe('女性');
    expect(inJapanese(CONSENT_TERMS_KINDS, 'lynx')).toBe('Lynx利用規約');
    expect(inJapanese(UNREAD_CHAT_FREQUENCIES, 1)).toBe('2時間ごと');
    expect(japanese(FINAL_CHECKLIST[0]?.labelCode ?? '')).toBe('入会金・月謝の金額を確認しました');
  });

  it('gives nothing for an unknown code', () => {
    expect(labelOf(COURSES_BY_LECTURE.ROBO, 'XX')).toBeUndefined();
    expect(labelOf(COURSES_BY_LECTURE.ROBO, null)).toBeUndefined();
    expect(labelCodeOf(GENDERS, 3 as 1)).toBeUndefined();
  });
});

describe('FINAL_CHECKLIST', () => {
  it('has the six items 1, 2, 3, 5, 6, 7 with only item 7 expecting "no"', () => {
    expect(FINAL_CHECKLIST.map((i) => i.id)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(FINAL_CHECKLIST.filter((i) => i.expected === 'no').map((i) => i.id)).toEqual([7]);
  });
});

describe('SORT_ORDERS', () => {
  it('is 0 newest first and 1 oldest first', () => {
    expect(SORT_ORDERS.map((o) => [o.id, o.code])).toEqual([
      [0, 'latest'],
      [1, 'oldest'],
    ]);
  });
});

describe('courseDisplayName', () => {
  it('adds コース to the course label, and keeps an unknown code readable', () => {
    expect(courseDisplayName('RP')).toBe('プライマリーコース');
    expect(courseDisplayName('SGA')).toBe('アドバンスコース');
    expect(courseDisplayName('ZZ')).toBe('ZZコース');
  });
});
