import type { components } from '../../../src/gen/schema';
import { jsonBody, type MockContext } from '../../context';

type Item = components['schemas']['StaffNewsItem'];
type NewsFile = components['schemas']['StaffNewsFile'];

/** The handouts a classroom attaches (ADR 045, 024): a PDF and a map. */
export const STAFF_NEWS_FILES: NewsFile[] = [
  { id: 801, name: '発表会のプログラム.pdf', mimeType: 'application/pdf', size: 182_400 },
  { id: 802, name: '会場案内図.png', mimeType: 'image/png', size: 1_240_000 },
];

const ROOMS = [
  { id: 1, name: '自由が丘教室' },
  { id: 2, name: '武蔵小杉教室' },
];
const LABELS = [
  { id: 1, labelName: 'ご案内' },
  { id: 2, labelName: 'イベント' },
  { id: 3, labelName: 'メンテナンス' },
];

const TITLES = [
  '6月の授業日程について（14日は休講です）',
  '発表会のご案内：6月21日（日）10:00から',
  '夏期講習のお申し込みを受け付けます',
  '教室の電話番号が変わります',
  '保護者面談のご案内',
  'ロボットキットの持ち物チェック',
];
const STATUSES: Item['status'][] = ['published', 'draft', 'scheduled', 'published', 'withdrawn', 'published'];

/** Issue 33: one of the classroom's items; every third is information. */
export function staffNewsItem(i: number): Item {
  const information = i % 3 === 2;
  const status = STATUSES[i % STATUSES.length] ?? 'published';
  const day = String(20 - (i % 18)).padStart(2, '0');
  return {
    kind: information ? 'information' : 'announcement',
    id: 3000 + i,
    classroomId: 1,
    classroomName: '自由が丘教室',
    labelId: information ? 2 : null,
    labelName: information ? 'イベント' : null,
    title: TITLES[i % TITLES.length] ?? 'お知らせ',
    content: '<p>6月14日（日）は教室の点検のため休講です。振替授業はありません。</p>',
    important: i % 4 === 1,
    status,
    publishAt: status === 'draft' ? null : `2026-05-${day}T00:00:00.000Z`,
    withdrawnAt: status === 'withdrawn' ? '2026-05-20T03:00:00.000Z' : null,
    remindedAt: null,
    senderName: '山本 大輔',
    readCount: status === 'published' ? 1 : 0,
    audienceCount: 3,
    // The first published announcement carries the handouts; the others none.
    files: i === 0 ? STAFF_NEWS_FILES : [],
  };
}

/** Issue 33 (ADR 045): the classroom's side of announcements and information. */
export function staffNewsHandlers({ http, items }: MockContext) {
  const one = (kind: string, id: number, patch: Partial<Item> = {}): Item => ({
    ...staffNewsItem(Math.max(0, id - 3000)),
    kind: kind === 'information' ? 'information' : 'announcement',
    id,
    ...patch,
  });
  return [
    http.get('/api/staff/news', ({ response }) =>
      response(200).json({ classrooms: ROOMS, labels: LABELS, data: items(6, staffNewsItem) }),
    ),
    http.post('/api/staff/news', async ({ request, response }) => {
      const body = await jsonBody(request);
      return response(200).json({
        ...staffNewsItem(1),
        id: 3999,
        kind: body.kind === 'information' ? 'information' : 'announcement',
        title: String(body.title ?? ''),
        status: 'draft',
        publishAt: null,
      });
    }),
    http.post('/api/staff/news/{newsKind}/{id}', async ({ params, request, response }) => {
      const body = await jsonBody(request);
      return response(200).json(one(String(params.newsKind), Number(params.id), { title: String(body.title ?? '') }));
    }),
    http.post('/api/staff/news/{newsKind}/{id}/schedule', async ({ params, request, response }) => {
      const body = await jsonBody(request);
      const typed = typeof body.publishAt === 'string' ? body.publishAt : '';
      const later = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed);
      return response(200).json(
        one(String(params.newsKind), Number(params.id), {
          status: later ? 'scheduled' : 'published',
          publishAt: later ? `${typed}:00+09:00` : '2026-05-11T01:00:00.000Z',
        }),
      );
    }),
    http.post('/api/staff/news/{newsKind}/{id}/withdraw', ({ params, response }) =>
      response(200).json(
        one(String(params.newsKind), Number(params.id), {
          status: 'withdrawn',
          withdrawnAt: '2026-05-11T01:00:00.000Z',
        }),
      ),
    ),
    http.get('/api/staff/news/{newsKind}/{id}/receipts', ({ params, response }) =>
      response(200).json({
        item: one(String(params.newsKind), Number(params.id)),
        read: [{ familyId: 1, familyName: '佐藤', readAt: '2026-05-11T00:30:00.000Z' }],
        unread: [
          { familyId: 2, familyName: '鈴木', readAt: null },
          { familyId: 3, familyName: '田中', readAt: null },
        ],
      }),
    ),
    http.post('/api/staff/news/{newsKind}/{id}/remind', ({ response }) =>
      response(200).json({ families: 2, mailed: 1, remindedAt: '2026-05-11T01:00:00.000Z' }),
    ),
    http.post('/api/staff/news/{newsKind}/{id}/files', async ({ params, request, response }) => {
      const form = await request.formData();
      const file = form.get('file');
      const name = file instanceof File ? file.name : 'file.pdf';
      const size = file instanceof File ? file.size : 0;
      const type = file instanceof File && file.type ? file.type : 'application/octet-stream';
      const item = one(String(params.newsKind), Number(params.id));
      return response(200).json({ ...item, files: [...item.files, { id: 900, name, mimeType: type, size }] });
    }),
    http.delete('/api/staff/news/{newsKind}/{id}/files/{fileId}', ({ params, response }) =>
      response(200).json(
        one(String(params.newsKind), Number(params.id), {
          files: STAFF_NEWS_FILES.filter((f) => f.id !== Number(params.fileId)),
        }),
      ),
    ),
  ];
}
