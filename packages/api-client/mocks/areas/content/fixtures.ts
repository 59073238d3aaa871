import { rankFaqArticles } from '@portal/domain';
import type { components } from '../../../src/gen/schema';
import { course, daysAgo, pick, ym } from '../../shared/fixtures';

type Schemas = components['schemas'];

export function column(index: number): Schemas['Column'] {
  return {
    id: 4000 + index,
    url: `/api/column/article/${4000 + index}`,
    imagePath: null,
    courseCd: course(index).courseCd,
    releaseMonth: ym(daysAgo(index * 30)),
    title: pick(
      ['ギアの組み合わせで速さが変わるのはなぜ？', '順番に命令する「順次処理」', 'てこの原理で重い物を持ち上げよう'],
      index,
    ),
    lead: '今月の授業で学んだことと、ご家庭でできる声かけをご紹介します。',
  };
}

export function documentCard(index: number): Schemas['Document'] {
  const titles = ['入会のしおり', '振替授業のご案内', '教材の取り扱いについて', '年間スケジュール'];
  return {
    id: 10 + index,
    title: pick(titles, index),
    comments: '教室からの大切なご案内です。ご一読ください。',
    url: `https://www.example.jp/docs/${10 + index}.pdf`,
    imagePath: `/storage/documents/${10 + index}.png`,
  };
}

export function faqCategory(index: number): Schemas['FaqCategory'] {
  return {
    id: 1 + index,
    name: pick(['入会・退会', '授業・振替', 'お支払い', 'マイページ'], index),
    position: index + 1,
  };
}

export function faqSection(index: number): Schemas['FaqSection'] {
  return { id: 11 + index, name: pick(['手続きについて', '必要なもの', 'よくあるご質問'], index) };
}

export function faqArticle(index: number): Schemas['FaqArticle'] {
  return {
    id: 101 + index,
    name: pick(['休会の手続き方法を教えてください', '振替授業はいつまで申請できますか'], index),
  };
}

export function faqArticleDetail(index: number): Schemas['FaqArticleDetail'] {
  return {
    ...faqArticle(index),
    section_id: 11,
    body: '<p>前月20日までに教室へ休会届をご提出ください。休会期間は最長3か月です。</p>',
    updated_at: '2025-03-01 09:00:00',
  };
}

const FAQ_SEARCH_HITS: ReadonlyArray<Schemas['FaqSearchHit']> = [
  {
    id: 101,
    name: '休会の手続き方法を教えてください',
    section_id: 11,
    section_name: '手続きについて',
    category_name: '入会・退会',
    excerpt: '前月20日までに教室へ休会届をご提出ください。休会期間は最長3か月です。',
  },
  {
    id: 102,
    name: '振替授業はいつまで申請できますか',
    section_id: 12,
    section_name: '振替について',
    category_name: '授業・振替',
    excerpt: '振替は欠席した授業の前後1か月以内で、授業日の前日18時までにマイページのチャットからお申し出ください。',
  },
  {
    id: 103,
    name: '振替先の教室を選べますか',
    section_id: 12,
    section_name: '振替について',
    category_name: '授業・振替',
    excerpt: '同じコースを開講している近隣の教室へ振替できます。空席状況は教室へお問い合わせください。',
  },
  {
    id: 104,
    name: '月謝の引き落とし日はいつですか',
    section_id: 13,
    section_name: 'お支払い方法',
    category_name: '料金・お支払い',
    excerpt: '毎月27日にご登録の口座から翌月分の月謝を引き落とします。',
  },
];

/** FAQ search results for a keyword, ranked by the same rule as the server (title and answer text). */
export function faqSearchHits(keyWord: string): Schemas['FaqSearchHit'][] {
  return rankFaqArticles(
    keyWord,
    FAQ_SEARCH_HITS.map((hit) => ({ ...hit, text: hit.excerpt })),
  ).map(({ text: _text, ...hit }) => hit);
}

/** GET /api/term titles by type (2 and 4 as the reference server reads them, see ADR 008). */
export const TERM_TITLES: Record<string, string> = {
  '1': '利用規約',
  '2': '個人情報の取り扱いについて（入会をご検討中の方）',
  '3': 'プライバシーポリシー',
  '4': 'STEAM教育サービス利用規約',
};

/** Issue 33: a column as the classroom's list shows it (the third is withdrawn). */
export function staffColumn(index: number, overrides: Partial<Schemas['StaffColumn']> = {}): Schemas['StaffColumn'] {
  const titles = ['歯車で坂をのぼる', 'センサーで止まるロボット', 'ブロックで考えるプログラム'];
  return {
    id: 8000 + index,
    classroomId: index % 2 === 0 ? 1 : 2,
    classroomName: index % 2 === 0 ? '自由が丘教室' : '武蔵小杉教室',
    courseCd: index % 2 === 0 ? 'RA' : 'KB',
    releaseMonth: `2026-${String(5 - (index % 4)).padStart(2, '0')}`,
    title: titles[index % 3] ?? '授業コラム',
    lead: '今月の授業で作った作品の工夫を、ご家庭でも話題にできるようにご紹介します。',
    body: '<p>タイヤを<strong>大きく</strong>して、坂をのぼれるようにしました。</p>',
    imagePath: null,
    url: `/api/column/article/${8000 + index}`,
    withdrawn: index % 3 === 2,
    ...overrides,
  };
}
