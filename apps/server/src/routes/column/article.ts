import type { ColumnArticle } from './service';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 「2026-11」 → 「2026年11月」 (COPY.md's date style). */
const monthLabel = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-');
  return `${y}年${Number(m)}月`;
};

/**
 * A column as a page of its own: plain, readable HTML with its styles inline, so it opens in a new tab
 * without the portal's scripts. Every text is escaped; the article is stored as plain paragraphs.
 */
export function renderArticle(a: ColumnArticle): string {
  const paragraphs = a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n      ');
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(a.title)} | 授業コラム | まなびポータル</title>
    <style>
      body { margin: 0; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; color: #1f2937; background: #f8fafc; line-height: 1.9; }
      main { max-width: 42rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
      .meta { display: flex; gap: .75rem; flex-wrap: wrap; font-size: .875rem; color: #475569; margin: 0 0 .5rem; }
      .course { border: 1px solid #0f766e; color: #0f766e; border-radius: 999px; padding: 0 .75rem; }
      h1 { font-size: 1.5rem; line-height: 1.5; margin: 0 0 1rem; }
      .lead { font-weight: 600; border-left: 4px solid #0f766e; padding-left: .75rem; }
      footer { margin-top: 3rem; font-size: .875rem; color: #475569; }
    </style>
  </head>
  <body>
    <main>
      <p class="meta"><span class="course">${escapeHtml(a.courseName)}</span><span>${monthLabel(a.releaseMonth)}の授業コラム</span></p>
      <h1>${escapeHtml(a.title)}</h1>
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
