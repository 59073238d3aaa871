import { createHash } from 'node:crypto';
import type { ColumnArticle } from './service';

// The article page's only style, inline so the page needs no second request. The page is answered under /api,
// whose CSP allows nothing, so its own CSP names this block by its hash (issue 31 item 6: it rendered unstyled).
const ARTICLE_CSS = [
  'body { margin: 0; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; color: #1f2937; background: #f8fafc; line-height: 1.9; }',
  'main { max-width: 42rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; background: #fff; min-height: 100vh; box-sizing: border-box; }',
  '.meta { display: flex; gap: .75rem; flex-wrap: wrap; font-size: .875rem; color: #475569; margin: 0 0 .5rem; }',
  '.course { border: 1px solid #0f766e; color: #0f766e; border-radius: 999px; padding: 0 .75rem; }',
  'h1 { font-size: 1.5rem; line-height: 1.5; margin: 0 0 1rem; }',
  '.lead { font-weight: 600; border-left: 4px solid #0f766e; padding-left: .75rem; }',
  '.cover { display: block; width: 100%; height: auto; border-radius: .5rem; margin: 0 0 1rem; }',
  'footer { margin-top: 3rem; font-size: .875rem; color: #475569; }',
].join(' ');

/** The article page's CSP: nothing but its own inline style block. */
export const ARTICLE_CSP = `default-src 'none'; img-src 'self'; style-src 'sha256-${createHash('sha256').update(ARTICLE_CSS).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 「2026-11」 → 「2026年11月」 (COPY.md's date style). */
const monthLabel = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-');
  return `${y}年${Number(m)}月`;
};

/**
 * A column as a page of its own: plain, readable HTML with its style block inline, so it opens in a new tab
 * without the portal's scripts. Every text is escaped; the article is stored as plain paragraphs.
 */
export function renderArticle(a: ColumnArticle): string {
  // A column staff wrote is rich text already cleaned by the news sanitiser (issue 33); the others are plain.
  const paragraphs = a.html ?? a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n      ');
  const cover = a.imageKey
    ? `<img class="cover" src="/api/column/image/${a.id}" alt="" width="800" height="600" />`
    : '';
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(a.title)} | 授業コラム | まなびポータル</title>
    <style>${ARTICLE_CSS}</style>
  </head>
  <body>
    <main>
      <p class="meta"><span class="course">${escapeHtml(a.courseName)}</span><span>${monthLabel(a.releaseMonth)}の授業コラム</span></p>
      <h1>${escapeHtml(a.title)}</h1>
      ${cover}
      <p class="lead">${escapeHtml(a.lead)}</p>
      ${paragraphs}
      <footer>まなびポータル 授業コラム</footer>
    </main>
  </body>
</html>
`;
}

/** The page a column id without a published column answers with (a Japanese page, not JSON). */
export function renderMissing(): string {
  return `<!doctype html>
<html lang="ja">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>コラムが見つかりません | まなびポータル</title></head>
  <body><main><h1>コラムが見つかりません</h1><p>このコラムは公開されていないか、URLが正しくありません。マイページの授業コラムからもう一度お開きください。</p></main></body>
</html>
`;
}

/** Colours of a cover by lecture: the robot, programming and science classrooms, and the rest. */
const COVER_TONES: Record<string, [string, string]> = {
  ROBO: ['#e0f2f1', '#0f766e'],
  ROBOPRO: ['#e0f2fe', '#0369a1'],
  KODOPRO: ['#ede9fe', '#5b21b6'],
  SCIENCE_GATES: ['#ecfccb', '#3f6212'],
};

/**
 * A column's cover: a drawn picture (gears for the robot classrooms, blocks for programming) in its
 * lecture's colours, varied by the column id so neighbouring cards differ. Decorative, so it has no text.
 */
export function renderCover(id: number, lecture: string): string {
  const [background, ink] = COVER_TONES[lecture] ?? ['#fef3c7', '#92400e'];
  const x = 120 + ((id * 37) % 160);
  const y = 110 + ((id * 53) % 80);
  const shapes =
    lecture === 'KODOPRO'
      ? [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${x - 90 + i * 60}" y="${y - 40 + i * 25}" width="110" height="36" rx="8" fill="${ink}" opacity="${0.9 - i * 0.25}"/>`,
          )
          .join('')
      : [
          [x, y, 60],
          [x + 95, y - 35, 38],
          [x - 80, y + 45, 30],
        ]
          .map(
            ([cx, cy, r]) =>
              `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="14" stroke-dasharray="10 8"/><circle cx="${cx}" cy="${cy}" r="${Number(r) / 4}" fill="${ink}"/>`,
          )
          .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${background}"/>${shapes}</svg>`;
}
