/**
 * FAQ keyword search (inferred: spec 1 §2 shows the keyword box but not its behaviour). Used by the server's
 * search call and by the mocks, so the FAQ page, the home chat bot and the tests agree on what matches.
 */

/** Spec 1 §2 "Documents and FAQ" (search inferred, ADR 007): what a search reads of one article: its title and its answer as plain text. */
export type FaqSearchDocument = { name: string; text: string };

/** Spec 1 §2 "Documents and FAQ" (ADR 007): the longest keyword the search accepts. */
export const FAQ_KEYWORD_MAX = 200;

/** Spec 1 §2 "Documents and FAQ" (ADR 007): how many results a search returns at most. */
export const FAQ_SEARCH_LIMIT = 10;

// Share of a question's content bigrams an article must contain to count as an answer to it.
const FUZZY_THRESHOLD = 0.34;

const HIRAGANA = /^[\u3041-\u309f]$/;
// Punctuation and symbols a guardian types around a question; they never help a match.
const PUNCTUATION = /[\s、。，．,.!?！？・「」『』（）()【】[\]"'“”‘’:：;；/／~〜-]+/gu;

/**
 * Spec 1 §2 "Documents and FAQ" (ADR 007): folds text so that full-width and half-width forms (ＡＢＣ, ｶﾅ, ２０), upper and lower case, and
 * katakana and hiragana compare equal.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

// Okurigana of one or two hiragana between two kanji (振り替え, 申し込み, 取り扱い): written with and without
// them alike, so both sides of a comparison drop them.
const OKURIGANA_BETWEEN_KANJI = /([\p{Script=Han}々])[\u3041-\u3093]{1,2}(?=[\p{Script=Han}々])/gu;
// A word typed with its ending (振り替え, 欠席した) also matches the stem the articles write (振替, 欠席).
const TRAILING_OKURIGANA = /([\p{Script=Han}々])[\u3041-\u3093]{1,2}$/u;

/**
 * Spec 1 §2 "Documents and FAQ" (ADR 007): text as the search compares it: folded (foldForSearch), okurigana
 * between kanji dropped (振り替え and 振替 alike) and long-vowel marks dropped (ブラウザー and ブラウザ alike).
 */
export function normaliseForSearch(text: string): string {
  return foldForSearch(text.normalize('NFKC').replace(OKURIGANA_BETWEEN_KANJI, '$1')).replace(/ー/g, '');
}

/** Spec 1 §2 "Documents and FAQ" (ADR 007): the words of a keyword: split at spaces of either width, normalised, each without its ending. */
export function faqKeywordWords(keyWord: string): string[] {
  return normaliseForSearch(keyWord)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(TRAILING_OKURIGANA, '$1'));
}

/**
 * Spec 1 §2 "Documents and FAQ" (ADR 007): two-character pieces of a question that carry meaning: Japanese has no spaces, so a typed question
 * ("振替はいつまでできますか") is compared piece by piece; pieces of hiragana only (particles, endings)
 * are dropped because every answer contains them.
 */
export function contentBigrams(question: string): string[] {
  const grams = new Set<string>();
  const plain = question.normalize('NFKC').toLowerCase().replace(OKURIGANA_BETWEEN_KANJI, '$1').replace(/ー/g, '');
  for (const chunk of plain.split(PUNCTUATION)) {
    const chars = [...chunk];
    if (chars.length === 1 && !HIRAGANA.test(chars[0] ?? '')) grams.add(foldForSearch(chunk));
    for (let i = 0; i + 1 < chars.length; i++) {
      const a = chars[i] ?? '';
      const b = chars[i + 1] ?? '';
      if (HIRAGANA.test(a) && HIRAGANA.test(b)) continue;
      grams.add(foldForSearch(a + b));
    }
  }
  return [...grams];
}

const count = (haystack: string, needle: string) => (haystack.includes(needle) ? 1 : 0);

/**
 * Spec 1 §2 "Documents and FAQ" (ADR 007): ranks articles for a keyword or a typed question, best first, at most FAQ_SEARCH_LIMIT.
 * Articles containing every word (title or answer) come first, title matches above answer matches.
 * When no article contains every word, articles containing enough of the question's meaningful
 * two-character pieces are returned instead, so a question in a sentence still finds its answer.
 */
export function rankFaqArticles<T extends FaqSearchDocument>(keyWord: string, articles: readonly T[]): T[] {
  const words = faqKeywordWords(keyWord);
  if (words.length === 0) return [];
  const folded = articles.map((article, index) => ({
    article,
    index,
    name: normaliseForSearch(article.name),
    text: normaliseForSearch(article.text),
  }));
  const byScore = (a: { score: number; index: number }, b: { score: number; index: number }) =>
    b.score - a.score || a.index - b.index;

  const exact = folded
    .filter((a) => words.every((w) => a.name.includes(w) || a.text.includes(w)))
    .map((a) => ({ ...a, score: words.reduce((sum, w) => sum + 2 * count(a.name, w) + count(a.text, w), 0) }))
    .sort(byScore);
  if (exact.length > 0) return exact.slice(0, FAQ_SEARCH_LIMIT).map((a) => a.article);

  const grams = contentBigrams(keyWord);
  if (grams.length === 0) return [];
  return folded
    .map((a) => {
      const inName = grams.filter((g) => a.name.includes(g)).length;
      const inAny = grams.filter((g) => a.name.includes(g) || a.text.includes(g)).length;
      return { ...a, share: inAny / grams.length, score: inAny * 2 + inName };
    })
    .filter((a) => a.share >= FUZZY_THRESHOLD)
    .sort(byScore)
    .slice(0, FAQ_SEARCH_LIMIT)
    .map((a) => a.article);
}

/** Spec 1 §2 "Documents and FAQ" (ADR 007): a short plain-text opening of an answer for result lists: whitespace collapsed, cut at `max` characters. */
export function faqExcerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}
