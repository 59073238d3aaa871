import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient, createPlayerClient } from './client';
import { ApiError, fieldErrors, isValidationError } from './errors';
import { operationTable } from './gen/operations';
import type { components } from './gen/schema';
import { apiKeys, createMutations, createQueries, lmsPlayerScriptUrl } from './queries';

type Schemas = components['schemas'];

/** A fake server: answers by method and path, and records every request it saw. */
function fakeFetch(answer: (request: Request, url: URL) => { status?: number; body?: unknown }) {
  const requests: Request[] = [];
  const fetch = async (input: Request) => {
    requests.push(input);
    const url = new URL(input.url);
    const { status = 200, body = { success: true } } = answer(input, url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const notifications: Schemas['Notification'][] = [
  { id: 1, type: 1, isRead: 0, postManagementId: 10, url: null, publishedDate: '2025-04' },
  { id: 2, type: 2, isRead: 1, postManagementId: null, url: 'https://example.jp/column/2', publishedDate: '2025-03' },
];

function setup(answer: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(answer);
  const client = createApiClient({ baseUrl: 'http://portal.test', fetch, readCookie: () => 'xsrf' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    queryClient,
    requests,
    queries: createQueries(client),
    mutations: createMutations(client),
  };
}

describe('apiKeys', () => {
  it('nests every read under its area, so an area prefix invalidates them all', () => {
    const prefix = apiKeys.area('announcement');
    const queries = createQueries(createApiClient({ baseUrl: 'http://portal.test' }));
    for (const { queryKey } of [
      queries.getAnnouncementList({ page: 2, isImportant: 1 }),
      queries.getAnnouncement({ announcementsId: 5 }),
      queries.getAnnouncementFiles({ announcementsId: 5 }),
      queries.getImportantAnnouncements(),
    ]) {
      expect(queryKey.slice(0, prefix.length)).toEqual([...prefix]);
    }
    expect(queries.getUser().queryKey).toEqual(['api', 'auth', 'getUser']);
    expect(queries.getAppliedTrials().queryKey).toEqual(['api', 'trial', 'getAppliedTrials']);
  });

  it('keeps different filters apart so two pages never share a cache entry', () => {
    expect(apiKeys.of('getAnnouncementList', { page: 1 })).not.toEqual(apiKeys.of('getAnnouncementList', { page: 2 }));
    expect(apiKeys.of('getInformation', { informationsId: 1 })).not.toEqual(
      apiKeys.of('getAnnouncement', { announcementsId: 1 }),
    );
    expect(apiKeys.of('getChatMessages', { chatRoomId: 1 })).not.toEqual(
      apiKeys.of('getChatMessages', { chatRoomId: 2 }),
    );
  });
});

describe('factory coverage', () => {
  it('has a query for every read of the contract and a mutation for every write', () => {
    const client = createApiClient({ baseUrl: 'http://portal.test' });
    const names = [...Object.keys(createQueries(client)), ...Object.keys(createMutations(client))];
    expect(names.sort()).toEqual(Object.keys(operationTable).sort());
    expect(names).toHaveLength(173);
  });
});

describe('query factories', () => {
  it('reads a page of announcements with the filters as query parameters', async () => {
    const page: Schemas['AnnouncementPage'] = {
      data: [
        { id: 7, title: '夏期講習のお知らせ', publicDate: '2025-07-01 10:00:00', isUnread: true, isImportant: false },
      ],
      currentPage: 2,
      lastPage: 3,
      from: 5,
      to: 5,
      total: 9,
    };
    const { queryClient, queries, requests } = setup(() => ({ body: page }));
    const result = await queryClient.fetchQuery(queries.getAnnouncementList({ page: 2, keyWord: '夏期', isUnread: 1 }));
    expect(result.data[0]?.title).toBe('夏期講習のお知らせ');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/announcement/list');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('keyWord')).toBe('夏期');
    expect(url.searchParams.get('isUnread')).toBe('1');
  });

  it('sends the calendar kid ids the way a Laravel backend reads an array', async () => {
    const { queryClient, queries, requests } = setup(() => ({ body: { data: [] } }));
    await queryClient.fetchQuery(queries.getScheduleCalendar({ 'kid_ids[]': [3, 4], year: '2025', month: '04' }));
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.getAll('kid_ids[]')).toEqual(['3', '4']);
    expect(url.searchParams.get('month')).toBe('04');
  });

  it('throws a typed ApiError whose 422 field errors a form can show', async () => {
    const { queryClient, mutations } = setup(() => ({
      status: 422,
      body: { message: 'ログイン情報が正しくありません。', errors: { email: ['ログイン情報が正しくありません。'] } },
    }));
    const observer = new MutationObserver(queryClient, mutations.login());
    const error = await observer.mutate({ email: 'guardian@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isValidationError(error)).toBe(true);
    if (isValidationError(error)) expect(fieldErrors(error)).toEqual({ email: 'ログイン情報が正しくありません。' });
  });

  it('throws the same ApiError from a read, with the status and the Japanese message', async () => {
    const { queryClient, queries, requests } = setup(() => ({
      status: 400,
      body: { message: 'お知らせが見つかりません。' },
    }));
    const error = await queryClient
      .fetchQuery(queries.getAnnouncement({ announcementsId: 9 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'お知らせが見つかりません。' });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?announcementsId=9');
  });

  it('puts path parameters into the path and reads downloads as bytes', async () => {
    const { queryClient, queries, mutations, requests } = setup(() => ({ body: { success: true } }));
    await queryClient.fetchQuery(queries.getFaqArticle({ id: 12 }));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/faq/article/detail/3/12');
    const file = await queryClient.fetchQuery(queries.getAnnouncementFileDownload({ path: 'a/b.pdf', name: 'b.pdf' }));
    expect(file).toBeInstanceOf(Blob);
    await new MutationObserver(queryClient, mutations.deleteChatMessage()).mutate({ id: 8001 });
    expect(requests[2]?.method).toBe('DELETE');
    expect(new URL(requests[2]?.url ?? '').pathname).toBe('/api/guardianChat/message/delete/8001');
  });

  it('reads the player host through its own configurable base URL', async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: { lmsCode: 'L1', name: 'ロボット検定', lessons: [] } }));
    const player = createPlayerClient({ baseUrl: 'https://player.test/', fetch });
    const queryClient = new QueryClient();
    const queries = createQueries(createApiClient({ baseUrl: 'http://portal.test' }), { player });
    const course = await queryClient.fetchQuery(queries.getPlayerProgress({ lmsCode: 'L1' }));
    expect(course.name).toBe('ロボット検定');
    expect(requests[0]?.url).toBe('https://player.test/api/player/progress/L1');
    expect(requests[0]?.credentials).toBe('include');
    expect(lmsPlayerScriptUrl(12, 'http://portal.test/')).toBe('http://portal.test/api/lms/player/12');
  });
});

describe('mutation invalidations', () => {
  it('sends a declared header as a header, never in the body, and keeps the saved profile as the read', async () => {
    const saved = { id: 1, role: 6, lastName: '山田', firstName: '美咲', iconPath: null, kids: [], version: 4 };
    const { queryClient, mutations, requests } = setup(() => ({ body: { success: true, data: saved } }));
    await new MutationObserver(queryClient, mutations.updateNotificationSettings()).mutate({
      chat: 1,
      'If-Match': '"3"',
    });
    const sent = requests[0];
    expect(sent?.headers.get('If-Match')).toBe('"3"');
    expect(await sent?.json()).toEqual({ chat: 1 });
    // The next save is based on the version the answer gave, without waiting for a read.
    expect(queryClient.getQueryData(apiKeys.of('getUser'))).toEqual(saved);
  });

  it('reading a notification refreshes the bell but leaves other areas cached', async () => {
    const { queryClient, queries, mutations } = setup((_request, url) =>
      url.pathname === '/api/notification' ? { body: { data: notifications } } : { body: { success: true } },
    );
    await queryClient.fetchQuery(queries.getNotifications());
    queryClient.setQueryData(apiKeys.of('getDocuments'), []);
    await new MutationObserver(queryClient, mutations.markNotificationRead()).mutate({ id: 1 });
    expect(queryClient.getQueryState(queries.getNotifications().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(apiKeys.of('getDocuments'))?.isInvalidated).toBe(false);
  });

  it('sending a message refreshes that room and the unread counts, not other rooms', async () => {
    const { queryClient, mutations, requests } = setup(() => ({ body: { success: true } }));
    const room = (chatRoomId: number) => apiKeys.of('getChatMessages', { chatRoomId, from: 'guardian' });
    queryClient.setQueryData(room(1), []);
    queryClient.setQueryData(room(2), []);
    queryClient.setQueryData(apiKeys.of('getChatRooms'), []);
    await new MutationObserver(queryClient, mutations.sendChatMessage()).mutate({
      chatRoomId: 1,
      senderType: 'fc',
      content: 'よろしくお願いします',
      selectedFile: new Blob(['x'], { type: 'text/plain' }),
    });
    expect(queryClient.getQueryState(room(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(apiKeys.of('getChatRooms'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(room(2))?.isInvalidated).toBe(false);
    const sent = requests[0];
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers.get('X-XSRF-TOKEN')).toBe('xsrf');
    const form = await sent?.formData();
    expect(form?.get('chatRoomId')).toBe('1');
    expect(form?.get('content')).toBe('よろしくお願いします');
  });
});
