import { HttpResponse } from 'msw';
import { int, type MockContext, ok, pageOf, searchOf } from '../../context';
import { course, termText } from '../../shared/fixtures';
import {
  column,
  documentCard,
  faqArticle,
  faqArticleDetail,
  faqCategory,
  faqSearchHits,
  faqSection,
  staffColumn,
  TERM_TITLES,
} from './fixtures';

/** What the portal publishes: columns, documents, the FAQ and the terms. */
export function contentHandlers({ http, items, scenario }: MockContext) {
  return [
    http.get('/api/column/list', ({ request, response }) => {
      const q = searchOf(request);
      let list = items(6, column);
      const courseCd = q.get('courseCd');
      if (courseCd) list = list.filter((c) => c.courseCd === courseCd);
      if (q.get('sortOrder') === 'oldest') list = [...list].reverse();
      return response(200).json({
        courses: scenario.size === 'empty' ? [] : [0, 1, 2].map(course),
        data: pageOf(list, int(q.get('page'), 1), 12),
      });
    }),
    // Issue 33: the classroom's columns (ADR 047).
    http.get('/api/staff/columns', ({ response }) =>
      response(200).json({
        data: items(3, (i) => staffColumn(i)),
        classrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 2, name: '武蔵小杉教室' },
        ],
      }),
    ),
    http.post('/api/staff/columns', ({ response }) =>
      response(200).json({ success: true, data: staffColumn(0, { id: 8999 }) }),
    ),
    http.post('/api/staff/columns/{id}', ({ params, response }) =>
      response(200).json({ success: true, data: staffColumn(0, { id: Number(params.id) }) }),
    ),
    http.post('/api/staff/columns/{id}/withdraw', ({ response }) => response(200).json(ok)),
    // A column's own page and cover, as the server renders them (small stand-ins with the same types).
    http.get('/api/column/article/{columnId}', ({ params, response }) =>
      response.untyped(
        new HttpResponse(
          `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>授業コラム</title></head><body><main><h1>授業コラム（${Number(params.columnId)}）</h1><p>今月の授業で学んだことをご紹介します。</p></main></body></html>`,
          { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
        ),
      ),
    ),
    http.get('/api/column/image/{columnId}', ({ response }) =>
      response.untyped(
        new HttpResponse(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#e0f2f1"/></svg>',
          { headers: { 'Content-Type': 'image/svg+xml' } },
        ),
      ),
    ),
    http.get('/api/document', ({ response }) => response(200).json(items(4, documentCard))),
    http.post('/api/document/click_count', ({ response }) => response(200).json(ok)),
    http.get('/api/faq/categories/3', ({ response }) => response(200).json(items(4, faqCategory))),
    http.get('/api/faq/section/list/3/{id}', ({ response }) => response(200).json(items(3, faqSection))),
    http.get('/api/faq/article/list/3/{id}', ({ response }) => response(200).json(items(2, faqArticle))),
    http.get('/api/faq/article/search/3', ({ request, response }) =>
      response(200).json(scenario.size === 'empty' ? [] : faqSearchHits(searchOf(request).get('keyWord') ?? '')),
    ),
    http.get('/api/faq/article/detail/3/{id}', ({ params, response }) =>
      response(200).json({ ...faqArticleDetail(0), id: Number(params.id) }),
    ),
    http.get('/api/term', ({ request, response }) =>
      response(200).json({
        success: true,
        term: termText(TERM_TITLES[searchOf(request).get('type') ?? ''] ?? '利用規約'),
        message: '',
      }),
    ),
  ];
}
