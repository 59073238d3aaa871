import { describe, expect, it } from 'vitest';
import {
  contentBigrams,
  FAQ_SEARCH_LIMIT,
  faqExcerpt,
  foldForSearch,
  normaliseForSearch,
  rankFaqArticles,
} from './search';

const articles = [
  { name: '休会の手続き方法を教えてください', text: '前月20日までに教室へ休会届をご提出ください。' },
  {
    name: '振替授業はいつまで申請できますか',
    text: '授業日の前日18時までにマイページのチャットからお申し出ください。',
  },
  { name: '授業の持ち物を教えてください', text: '筆記用具と教材キットをお持ちください。' },
  { name: 'マイページにログインできません', text: 'パスワードを忘れた場合は教室へご連絡ください。' },
  { name: '月謝の引き落とし日はいつですか', text: '毎月27日にご登録の口座から引き落とします。' },
];
const names = (keyWord: string) => rankFaqArticles(keyWord, articles).map((a) => a.name);

describe('FAQ search', () => {
  it('folds width, case and katakana so either form matches', () => {
    expect(foldForSearch('ＡＢＣ ｶﾅ ２０日 マイページ')).toBe('abc かな 20日 まいぺーじ');
  });

  it('finds articles containing every word, title matches first', () => {
    expect(names('授業')).toEqual(['振替授業はいつまで申請できますか', '授業の持ち物を教えてください']);
    expect(names('マイページ　チャット')).toEqual(['振替授業はいつまで申請できますか']);
    expect(names('２０日')).toEqual(['休会の手続き方法を教えてください']);
    expect(names('まいぺーじ')).toEqual(['マイページにログインできません', '振替授業はいつまで申請できますか']);
  });

  it('answers a question typed as a sentence by its meaningful pieces', () => {
    expect(names('振替授業はいつまでに申し込めばいいですか？')[0]).toBe('振替授業はいつまで申請できますか');
    expect(names('ログインできないときはどうすればいいですか')).toEqual(['マイページにログインできません']);
  });

  it('matches words written with or without okurigana and long-vowel marks (issue 31 item 31)', () => {
    expect(normaliseForSearch('振り替え')).toBe(normaliseForSearch('振替え'));
    expect(normaliseForSearch('ブラウザー')).toBe(normaliseForSearch('ブラウザ'));
    const faq = [
      { name: '欠席した授業の振替はできますか', text: '欠席された授業の振替は、原則として行っておりません。' },
      { name: '入会の申込方法', text: 'マイページからお申し込みいただけます。' },
      { name: '推奨ブラウザーを教えてください', text: '最新のブラウザーをお使いください。' },
    ];
    const found = (keyWord: string) => rankFaqArticles(keyWord, faq).map((a) => a.name);
    expect(found('振り替え')).toEqual(['欠席した授業の振替はできますか']);
    expect(found('振替はいつまでに申し込めばいいですか')[0]).toBe('欠席した授業の振替はできますか');
    expect(found('欠席したい')).toEqual(['欠席した授業の振替はできますか']);
    expect(found('申し込み')).toEqual(['入会の申込方法']);
    expect(found('ブラウザ')).toEqual(['推奨ブラウザーを教えてください']);
  });

  it('returns nothing for blank keywords or unrelated questions', () => {
    expect(names('   ')).toEqual([]);
    expect(names('宇宙旅行の予約方法')).toEqual([]);
    expect(names('？？')).toEqual([]);
  });

  it('keeps single non-kana characters and drops particle-only pieces', () => {
    expect(contentBigrams('A は です')).toEqual(['a']);
    expect(contentBigrams('休会はいつ')).toEqual(['休会', '会は']);
  });

  it('returns at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `授業 ${i}`, text: '' }));
    expect(rankFaqArticles('授業', many)).toHaveLength(FAQ_SEARCH_LIMIT);
  });

  it('cuts excerpts at the given length', () => {
    expect(faqExcerpt('あ\n い', 10)).toBe('あ い');
    expect(faqExcerpt('一二三四五', 3)).toBe('一二三…');
  });
});
