import { describe, expect, it } from 'vitest';
import { contentBigrams, FAQ_SEARCH_LIMIT, faqExcerpt, foldForSearch, rankFaqArticles } from './search';

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
