import { INVITE_PROVISIONAL_MESSAGE } from '@portal/domain';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { components, paths } from '../src/gen/schema';
import * as f from './fixtures';
import { type Scenario, type ScenarioName, scenarios } from './scenarios';

type Schemas = components['schemas'];
type Method = 'get' | 'post' | 'delete';
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The 200 body the contract declares for one call, whatever its media type. */
export type OkBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    responses: { 200: { content: infer Content } };
  }
    ? Content[keyof Content]
    : never;

type Context = { request: Request; url: URL; params: Record<string, string | readonly string[] | undefined> };
type Resolver<P extends keyof paths, M extends Method> = (
  context: Context,
) => OkBody<P, M> | Response | Promise<OkBody<P, M> | Response>;

export type HandlerOptions = {
  /** A scenario name or object; `default` when omitted. */
  scenario?: ScenarioName | Scenario;
  /** Origin of the product's server; any origin when omitted. */
  baseUrl?: string;
  /** Origin of the player host; any origin when omitted. */
  playerBaseUrl?: string;
};

/** Reads the app needs to start at all; failure scenarios leave them alone so a screen can show its own error. */
const BOOTSTRAP = new Set<string>([
  '/api/account/authed',
  '/api/user',
  '/api/account/config',
  '/api/account/consent-status',
  '/api/health',
]);
const PUBLIC = new Set<string>([
  '/api/login',
  '/api/health',
  '/api/term',
  '/api/term/membership',
  '/api/zip',
  '/api/invite/{code}',
  '/api/membership/check-email',
  '/api/membership/online/detail',
  '/api/membership/online/guardian',
  '/api/membership/online/certification',
  '/api/membership/sign',
  '/api/membership/online/session/store',
  '/api/trial/find',
  '/api/trial/questionnaire',
  '/api/trial',
  '/api/consult/find',
  '/api/consult',
]);

const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const int = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : fallback;
};

function pageOf<T>(items: ReadonlyArray<T>, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, lastPage);
  const start = (current - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    currentPage: current,
    lastPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    total: items.length,
  };
}

/** An attachment's bytes as the server sends them: a download with the UTF-8 file name. */
function attachmentDownload(url: URL) {
  const name = url.searchParams.get('name') ?? 'file';
  return new HttpResponse(new Blob(['%PDF-1.4 mock'], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The request's field names, for a 422 that names what the form sent. */
async function sentFields(request: Request): Promise<string[]> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.clone().json();
      return body && typeof body === 'object' ? Object.keys(body) : [];
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return [...new Set((await request.clone().formData()).keys())];
    }
  } catch {
    // An unreadable body still gets a 422 with a general message.
  }
  return [];
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

const stateResets = new Set<() => void>();

/**
 * Puts every handler set back to its first state. Stories share a handler set per file (and the visual
 * run one preview page per worker), so without this a story would see what an earlier one saved.
 */
export function resetMockState(): void {
  for (const reset of stateResets) reset();
}

/**
 * MSW handlers for every call in the contract. Each handler's success body is typed from the contract;
 * the scenario decides the data set (empty, default, many pages), the user's role and forced failures.
 * Handlers keep a little state (read flags, sent messages) so invalidations show real changes.
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const scenario: Scenario =
    typeof options.scenario === 'object' ? options.scenario : scenarios[options.scenario ?? 'default'];
  const base = options.baseUrl?.replace(/\/$/, '') ?? '*';
  const playerBase = options.playerBaseUrl?.replace(/\/$/, '') ?? '*';
  const count = (normal: number) => (scenario.size === 'empty' ? 0 : scenario.size === 'many' ? normal * 8 : normal);
  const me = f.user(scenario.role);
  const items = <T>(normal: number, make: (index: number) => T) =>
    Array.from({ length: count(normal) }, (_, i) => make(i));

  // Mutable state of this handler set.
  const initialState = () => ({
    user: me,
    notifications: items(5, (i) => f.notification(i)),
    messages: new Map<number, Schemas['ChatMessage'][]>(),
    nextMessageId: 8100,
    parentComments: new Map<number, string>(),
    reported: new Set<number>(),
    agreed: { privacy: false, lynx: true, steam: false },
  });
  const state = initialState();
  stateResets.add(() => Object.assign(state, initialState()));
  const roomMessages = (roomId: number) => {
    let list = state.messages.get(roomId);
    if (!list) {
      list = items(4, (i) => f.chatMessage(i));
      state.messages.set(roomId, list);
    }
    return list;
  };

  function route<P extends PathWith<M>, M extends Method>(
    method: M,
    path: P,
    resolve: NoInfer<Resolver<P, M>>,
    origin: string = base,
  ): HttpHandler {
    return http[method](`${origin}${toMswPath(path)}`, async ({ request, params }) => {
      const failure = scenario.failure;
      // Without a session every private call answers 401, bootstrap included, so the app goes to sign-in;
      // other failures spare the bootstrap so each screen can show its own error.
      const exempt = failure?.status === 401 ? PUBLIC.has(path) : method === 'get' && BOOTSTRAP.has(path);
      if (failure && !exempt && (failure.on === 'all' || method !== 'get')) {
        if (failure.status === 422) {
          return HttpResponse.json(f.validationError((await sentFields(request)).slice(0, 2)), { status: 422 });
        }
        return HttpResponse.json({ message: failure.message }, { status: failure.status });
      }
      const body = await resolve({ request, url: new URL(request.url), params });
      if (body instanceof Response) return body;
      return HttpResponse.json(body as never);
    });
  }
  // `HttpResponse.json` needs a JSON type; every OkBody of a JSON call is one, which TypeScript cannot
  // prove through the conditional type, hence the `never` cast in `route` above.

  const ok = { success: true } as const;
  const kids = state.user.kids;

  return [
    route('get', '/api/health', () => ({ status: 'ok', database: 'ok' })),
    // Sign-in and session
    route('post', '/api/login', async ({ request }) => {
      const body = await jsonBody(request);
      if (body.password !== 'demo-pass') {
        return HttpResponse.json(
          {
            message: 'メールアドレスまたはパスワードが正しくありません。',
            errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
          },
          { status: 422 },
        );
      }
      return { success: true, data: state.user };
    }),
    route('post', '/logout', () => new HttpResponse(null, { status: 302, headers: { Location: '/login' } })),
    route('get', '/api/account/authed', () => ok),
    route('get', '/api/user', () => state.user),
    route('post', '/api/user', async ({ request }) => {
      const body = await jsonBody(request);
      state.user = { ...state.user, ...(body as Partial<Schemas['User']>) };
      return { success: true, message: 'プロフィールを更新しました。', data: state.user };
    }),
    route('post', '/api/user/icon', () => {
      // Inlined, so a screen showing the new icon makes no image request the mocks would have to answer.
      state.user = { ...state.user, iconPath: f.ICON_DATA_URL };
      return { success: true, data: f.ICON_DATA_URL };
    }),
    route('delete', '/api/user/icon', () => {
      state.user = { ...state.user, iconPath: null };
      return ok;
    }),
    route('get', '/api/account/config', () => ({
      success: true,
      data: { termsAgreementEnableDate: '2025-09-19T12:00:00+09:00' },
    })),
    route('get', '/api/account/consent-status', () => ({
      success: true,
      requiresConsent: !(state.agreed.privacy && state.agreed.lynx && state.agreed.steam),
    })),
    route('get', '/api/account/multiple-consent-data', () => ({
      success: true,
      message: '',
      data: {
        termsData: {
          ...(state.agreed.privacy ? {} : { privacy: f.termText('個人情報の取り扱いについて') }),
          ...(state.agreed.lynx ? {} : { lynx: f.termText('マイページ利用規約') }),
          ...(state.agreed.steam ? {} : { steam: f.termText('STEAM教育サービス利用規約') }),
        },
        agreedTerms: { ...state.agreed },
      },
    })),
    route('post', '/api/account/multiple-consent', async ({ request }) => {
      const body = await jsonBody(request);
      state.agreed = {
        privacy: state.agreed.privacy || body.agree_privacy === true,
        lynx: state.agreed.lynx || body.agree_lynx === true,
        steam: state.agreed.steam || body.agree_steam === true,
      };
      return { success: true, message: '規約への同意を保存しました。' };
    }),
    route('post', '/broadcasting/auth', () => ({ auth: 'mock-key:0123456789abcdef' })),
    route('post', '/broadcasting/user-auth', () => ({
      auth: 'mock-key:fedcba9876543210',
      user_data: JSON.stringify({ id: String(state.user.id) }),
    })),
    // Home
    route('get', '/api/carousel', () => items(3, f.carouselItem)),
    route('get', '/api/trial/applied', () =>
      scenario.role === 6 ? items(2, (i) => f.trialBooking(i)) : items(1, (i) => f.trialBooking(i)),
    ),
    route('get', '/api/membership/online/list', () => {
      const rows =
        scenario.role === 7
          ? items(2, (i) => f.applicationRow(i, i === 0 ? 2 : 5))
          : items(1, (i) => f.applicationRow(i, 9));
      const groups: Record<string, Schemas['ApplicationRow'][]> = {};
      if (rows.length) groups['1'] = rows;
      return groups;
    }),
    route('get', '/api/membership/status', () => ({ success: true, statusId: 2 })),
    // Announcements and information
    route('get', '/api/announcement/list', ({ url }) => {
      const q = url.searchParams;
      let list = items(6, (i) => f.announcement(i));
      if (q.get('isImportant') === '1') list = list.filter((a) => a.isImportant);
      if (q.get('isUnread') === '1') list = list.filter((a) => a.isUnread);
      const keyWord = q.get('keyWord');
      if (keyWord) list = list.filter((a) => a.title.includes(keyWord));
      return pageOf(list, int(q.get('page'), 1), int(q.get('perPage'), 10));
    }),
    route('get', '/api/announcement/imp/list', () => items(6, (i) => f.announcement(i)).filter((a) => a.isImportant)),
    route('get', '/api/announcement', ({ url }) => {
      const id = int(url.searchParams.get('announcementsId'), 0);
      const index = id - 1000;
      if (index < 0 || index >= Math.max(count(6), 1)) {
        return HttpResponse.json({ message: 'お知らせが見つかりません。' }, { status: 400 });
      }
      return f.announcementDetail(index);
    }),
    route('get', '/api/announcement/files', () => items(2, f.attachedFile)),
    route('get', '/api/announcement/files/download', ({ url }) => attachmentDownload(url)),
    route('get', '/api/information/label', () => f.informationLabels()),
    route('get', '/api/information/list', ({ url }) => {
      const q = url.searchParams;
      let list = items(5, (i) => f.information(i));
      if (q.get('isImportant') === '1') list = list.filter((a) => a.isImportant);
      if (q.get('isUnread') === '1') list = list.filter((a) => a.isUnread);
      const label = f.informationLabels().find((l) => l.id === int(q.get('labelsId'), 0));
      if (label) list = list.filter((a) => a.labelName === label.labelName);
      const keyWord = q.get('keyWord');
      if (keyWord) list = list.filter((a) => a.title.includes(keyWord) || a.content.includes(keyWord));
      return pageOf(list, int(q.get('page'), 1), int(q.get('perPage'), 10));
    }),
    route('get', '/api/information/imp/list', () => items(5, (i) => f.information(i)).filter((a) => a.isImportant)),
    route('get', '/api/information', ({ url }) => {
      const index = int(url.searchParams.get('informationsId'), 0) - 2000;
      if (index < 0 || index >= Math.max(count(5), 1)) {
        return HttpResponse.json({ message: 'インフォメーションが見つかりません。' }, { status: 400 });
      }
      return f.information(index);
    }),
    route('get', '/api/information/files', () => items(1, f.attachedFile)),
    route('get', '/api/information/files/download', ({ url }) => attachmentDownload(url)),
    // Attendance, calendar, notifications
    route('get', '/api/attendance/schedule', () => ({
      data: scenario.role === 7 ? [] : items(2, f.homeScheduleItem),
    })),
    route('get', '/api/attendance/list', () => ({ data: items(4, f.attendanceItem) })),
    route('get', '/api/schedule/calendar', ({ url }) => {
      const ids = url.searchParams.getAll('kid_ids[]').map(Number);
      return {
        data: ids.flatMap((kidId, kidIndex) =>
          items(4, (i) => ({ ...f.scheduleItem(i, kidIndex), kidId })).filter((s) => s.date <= 28),
        ),
      };
    }),
    route('get', '/api/notification', () => ({ data: state.notifications })),
    route('post', '/api/notification/update/read', async ({ request }) => {
      const { id } = await jsonBody(request);
      state.notifications = state.notifications.map((n) => (n.id === id ? { ...n, isRead: 1 } : n));
      return ok;
    }),
    route('post', '/api/notification/update/read/schedule', () => {
      state.notifications = state.notifications.map((n) => (n.type === 3 ? { ...n, isRead: 1 } : n));
      return ok;
    }),
    route('post', '/api/notification/update/read/column', () => {
      state.notifications = state.notifications.map((n) => (n.type === 2 ? { ...n, isRead: 1 } : n));
      return ok;
    }),
    route('post', '/api/invite', () =>
      scenario.role === 7
        ? HttpResponse.json({ status: 'error', code: null, message: INVITE_PROVISIONAL_MESSAGE }, { status: 400 })
        : { status: 'success', code: 'YAMADA2025' },
    ),
    // Lesson records
    route('get', '/api/studentLessonRecord/list', ({ url }) => {
      const tab = int(url.searchParams.get('tab'), 0);
      let list = items(6, (i) => f.studentLessonRecord(i));
      if (tab) list = list.filter((r) => r.child_data.id === tab);
      if (url.searchParams.get('sortOrder') === '1') list = [...list].reverse();
      const page = pageOf(list, int(url.searchParams.get('page'), 1), 12);
      return { data: page.data, current_page: page.currentPage, last_page: page.lastPage, total: page.total };
    }),
    route('get', '/api/studentLessonRecord/detail', ({ url }) => {
      const id = int(url.searchParams.get('id'), 0);
      if (id < 5000 || id >= 5000 + Math.max(count(6), 1)) {
        return HttpResponse.json({ message: '授業記録が見つかりません。' }, { status: 400 });
      }
      const record = f.studentLessonRecord(id - 5000);
      const parent = state.parentComments.get(id);
      return {
        post_data: { ...record, id },
        kid_name: `${record.last_name} ${record.first_name}`,
        lecturer_comment: { post_content: '集中して最後まで組み立てることができました。次回も楽しみですね。' },
        parent_comment: parent === undefined ? null : { post_content: parent },
      };
    }),
    route('post', '/api/studentLessonRecord/comment', async ({ request }) => {
      const body = await jsonBody(request);
      if (typeof body.id === 'number' && typeof body.parentComment === 'string') {
        state.parentComments.set(body.id, body.parentComment);
      }
      return 1 as const;
    }),
    route('get', '/api/lessonRecord/list', ({ url }) => {
      const list = items(6, (i) => f.publicLessonRecord(i, { report_flag: state.reported.has(9000 + i) ? 1 : 0 }));
      const page = pageOf(list, int(url.searchParams.get('page'), 1), 12);
      return {
        data: page.data,
        current_page: page.currentPage,
        last_page: page.lastPage,
        total: page.total,
        classroom_name: f.classrooms.map((c) => ({ CLASSROOM_NO: c.classroomNo, CLASSROOM_NAME: c.classroomName })),
        course_name: [0, 1, 2].map(f.course),
      };
    }),
    route('get', '/api/lessonRecord/detail', ({ url }) => {
      const id = int(url.searchParams.get('id'), 0);
      if (id < 9000 || id >= 9000 + Math.max(count(6), 1)) {
        return HttpResponse.json({ message: '投稿が見つかりません。' }, { status: 400 });
      }
      return { post_data: [f.publicLessonRecord(id - 9000, { id, report_flag: state.reported.has(id) ? 1 : 0 })] };
    }),
    route('post', '/api/lessonRecord/report', async ({ request }) => {
      const { postId } = await jsonBody(request);
      if (typeof postId === 'number') state.reported.add(postId);
      return ok;
    }),
    // Columns, videos, documents, FAQ, terms
    route('get', '/api/column/list', ({ url }) => {
      let list = items(6, f.column);
      const courseCd = url.searchParams.get('courseCd');
      if (courseCd) list = list.filter((c) => c.courseCd === courseCd);
      if (url.searchParams.get('sortOrder') === 'oldest') list = [...list].reverse();
      return {
        courses: scenario.size === 'empty' ? [] : [0, 1, 2].map(f.course),
        data: pageOf(list, int(url.searchParams.get('page'), 1), 12),
      };
    }),
    route('get', '/api/lms/kids', () => ({
      success: true,
      // The empty data set has no child in a robot course.
      data:
        scenario.size === 'empty'
          ? []
          : kids.map((k) => ({ id: k.id, seito_no: k.seito_no, name: `${k.lastName} ${k.firstName}` })),
    })),
    route('get', '/api/lms/course', () => ({ success: true, data: scenario.size === 'empty' ? null : f.lmsCourse() })),
    route('get', '/api/lms/archive', () => ({ success: true, data: items(3, f.lmsArchiveItem) })),
    route('get', '/api/lms/lessons/{lmsCode}', ({ params }) => ({
      success: true,
      data: items(4, (i) => f.lmsLesson(i, String(params.lmsCode))),
    })),
    route(
      'get',
      '/api/lms/player/{lessonId}',
      ({ params }) =>
        new HttpResponse(`window.__mockPlayer = { lessonId: ${JSON.stringify(String(params.lessonId))} };`, {
          headers: { 'Content-Type': 'application/javascript' },
        }),
    ),
    route('get', '/api/document', () => items(4, f.documentCard)),
    route('post', '/api/document/click_count', () => ok),
    route('get', '/api/faq/categories/3', () => items(4, f.faqCategory)),
    route('get', '/api/faq/section/list/3/{id}', () => items(3, f.faqSection)),
    route('get', '/api/faq/article/list/3/{id}', () => items(2, f.faqArticle)),
    route('get', '/api/faq/article/search/3', ({ url }) =>
      scenario.size === 'empty' ? [] : f.faqSearchHits(url.searchParams.get('keyWord') ?? ''),
    ),
    route('get', '/api/faq/article/detail/3/{id}', ({ params }) => ({
      ...f.faqArticleDetail(0),
      id: Number(params.id),
    })),
    route('get', '/api/term', ({ url }) => ({
      success: true,
      term: f.termText(f.TERM_TITLES[url.searchParams.get('type') ?? ''] ?? '利用規約'),
      message: '',
    })),
    // Chat
    route('get', '/api/guardianChat/room/index', () => items(2, (i) => f.chatRoom(i))),
    route('get', '/api/guardianChat/classroom/list', () => items(2, f.chatClassroom)),
    route('get', '/api/guardianChat/room/findOrCreate', ({ url }) => {
      const index = f.classrooms.findIndex((c) => c.classroomNo === url.searchParams.get('classroomNo'));
      return { id: 70 + Math.max(index, 0) };
    }),
    route('get', '/api/guardianChat/message/index', ({ url }) => {
      const list = roomMessages(int(url.searchParams.get('chatRoomId'), 70));
      const newId = url.searchParams.get('newMessageId');
      return newId === null ? list : list.filter((m) => m.id === Number(newId));
    }),
    route('post', '/api/guardianChat/message/send', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('selectedFile');
      const message = f.chatMessage(1, {
        id: state.nextMessageId++,
        content: String(form.get('content') ?? ''),
        sendAt: '2025-04-15 10:00:00',
        attachments:
          file instanceof File
            ? [{ id: state.nextMessageId, fileName: file.name, filePath: `chat/${file.name}`, fileType: file.type }]
            : [],
      });
      roomMessages(int(String(form.get('chatRoomId')), 70)).push(message);
      return { success: true, data: message };
    }),
    route('delete', '/api/guardianChat/message/delete/{id}', ({ params }) => {
      for (const list of state.messages.values()) {
        const index = list.findIndex((m) => m.id === Number(params.id));
        const found = list[index];
        if (found) list[index] = { ...found, content: null, deletedAt: '2025-04-15 10:05:00', attachments: [] };
      }
      return ok;
    }),
    route(
      'get',
      '/api/guardianChat/attachments/download',
      ({ url }) =>
        new HttpResponse(new Blob(['%PDF-1.4 mock'], { type: 'application/pdf' }), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(url.searchParams.get('name') ?? 'file')}`,
          },
        }),
    ),
    // Assessment and the player host
    route('get', '/api/assessment/take', () => items(2, (i) => f.assessmentItem(i))),
    route('post', '/api/assessment/check/student', () => ({ humanId: 'HUMAN-0001', canTake: true })),
    route('post', '/api/assessment/taked', () => ok),
    route('get', '/api/assessment/result', () => ({
      scoreArray: Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        score: [92, 85, 78, 64, 88, 70, 95, 81, 59, 73][i] ?? 0,
      })),
    })),
    route('get', '/api/assessment/comment/list', () => items(3, f.assessmentComment)),
    route(
      'get',
      '/api/player/progress/{lmsCode}',
      ({ params }) => ({
        lmsCode: String(params.lmsCode),
        name: '2025年度 ロボット検定',
        lessons: [
          { id: 1, name: 'クイズ' },
          { id: 2, name: 'アンケート' },
        ],
      }),
      playerBase,
    ),
    route('get', '/api/player/quiz/{lessonId}', () => items(3, f.quizItem), playerBase),
    route('post', '/api/player/learning-log/{lessonId}', () => ok, playerBase),
    // Membership application (document 2)
    route('get', '/api/membership/online/form-data', () => ({
      success: true,
      kidForm: { lastName: kids[0]?.lastName ?? null, firstName: kids[0]?.firstName ?? null, birthday: null },
      userForm: {
        lastName: state.user.lastName,
        firstName: state.user.firstName,
        email: state.user.email ?? null,
        telNumber: state.user.telNumber ?? null,
        zipcode: state.user.zipcode ?? null,
      },
    })),
    route('post', '/api/membership/check-email', async ({ request }) => {
      const { email } = await jsonBody(request);
      return {
        exists: ['guardian@example.com', 'guardian2@example.com', 'prospect@example.com'].includes(String(email)),
      };
    }),
    route('get', '/api/zip', ({ url }) =>
      url.searchParams.get('zipcode') === '0000000'
        ? { status: 200, message: null, results: null }
        : {
            status: 200,
            message: null,
            results: [{ zipcode: '1500002', prefcode: '13', address1: '東京都', address2: '渋谷区', address3: '渋谷' }],
          },
    ),
    route('get', '/api/invite/{code}', ({ params }) => ({ data: String(params.code).toUpperCase() === 'YAMADA2025' })),
    route('get', '/api/membership/online/detail', () => f.onlineDetail(scenario.role === 7 ? 5 : 2)),
    route('post', '/api/membership/online/guardian', () => ok),
    route('get', '/api/membership/online/certification', ({ url }) =>
      url.searchParams.get('certificationCode') === '1234'
        ? { success: true, membershipId: 501 }
        : { success: false, membershipId: null },
    ),
    route('post', '/api/membership/sign', () => ok),
    route('post', '/api/membership/online/session/store', () => ({ success: true, message: '' })),
    route('get', '/api/trial/find', ({ url }) => ({
      taikenkai: f.taikenkai(),
      storeId: url.searchParams.get('store_id') ?? 'ST0101',
    })),
    route('get', '/api/trial/questionnaire', () => f.questionnaireOptions()),
    route('post', '/api/trial', () => ({ status: 'success' })),
    route('get', '/api/consult/find', () => f.consultLookup()),
    route('post', '/api/consult', () => ({ status: 'success' })),
    route('get', '/api/term/membership', () => ({
      success: true,
      steam_contract_term: f.termText('STEAM教育サービス契約約款'),
      privacy_policy: f.termText('個人情報の取り扱いについて'),
    })),
  ];
}

/** Handlers for the default scenario (role 6, a normal amount of data). */
export const handlers: HttpHandler[] = createHandlers();
