/** Spec 2 §9.2: a prefecture of Japan by its JIS code. */
export interface Prefecture {
  id: number;
  name: string;
}

const NAMES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

/** Spec 2 §9.2: prefectures 1-47 in standard order from 北海道 (1) to 沖縄県 (47). */
export const PREFECTURES: readonly Prefecture[] = Object.freeze(NAMES.map((name, i) => ({ id: i + 1, name })));

/** Spec 2 §9.2: the name of a prefecture id, or undefined outside 1-47. */
export function prefectureName(id: number): string | undefined {
  return PREFECTURES.find((p) => p.id === id)?.name;
}

/** Spec 2 §5.4: the result of reading a prefecture off the start of an address text. */
export interface PrefectureMatch {
  prefecture: Prefecture;
  /** The text after the prefecture name (the city and beyond), trimmed. */
  rest: string;
}

/**
 * Spec 2 §5.4 / §5.6 / §5.7: the prefecture whose name starts a prefecture-and-city text, and the rest.
 * Leading whitespace is ignored; null when no prefecture name starts the text.
 */
export function matchPrefecture(text: string): PrefectureMatch | null {
  const trimmed = text.replace(/^[\s\u3000]+/, '');
  // Longest name first so that a longer name is never shadowed by a shorter prefix.
  const byLength = [...PREFECTURES].sort((a, b) => b.name.length - a.name.length);
  const prefecture = byLength.find((p) => trimmed.startsWith(p.name));
  if (!prefecture) return null;
  return { prefecture, rest: trimmed.slice(prefecture.name.length).replace(/^[\s\u3000]+|[\s\u3000]+$/g, '') };
}
