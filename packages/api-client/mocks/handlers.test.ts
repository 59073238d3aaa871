import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { isValidationError } from '../src/errors';
import { createMutations, createQueries } from '../src/queries';
import { createHttp } from './context';
import { createHandlers, mswOptions } from './index';

const server = setupServer();
beforeAll(() => server.listen(mswOptions));
afterAll(() => server.close());

/** The real client, query factories and mutation factories, talking to the mocks through MSW. */
function app(scenario: Parameters<typeof createHandlers>[0]) {
  server.resetHandlers(...createHandlers(scenario));
  const client = createApiClient({ baseUrl: 'http://portal.test', readCookie: () => 'xsrf' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, queries: createQueries(client), mutations: createMutations(client) };
}

describe('the mocks behind the real client', () => {
  it('serve a later page of the many-pages data set', async () => {
    const { queryClient, queries } = app({ scenario: 'manyPages' });
    const page = await queryClient.fetchQuery(queries.getAnnouncementList({ page: 2, perPage: 4 }));
    expect(page).toMatchObject({ currentPage: 2, lastPage: 12, from: 5, to: 8, total: 48 });
    expect(page.data[0]?.title).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it("name each announcement's classroom, in the list, the pinned block and the detail", async () => {
    const { queryClient, queries } = app({});
    const page = await queryClient.fetchQuery(queries.getAnnouncementList({ page: 1 }));
    expect(page.data.every((a) => typeof a.classroomName === 'string' && a.classroomName.length > 0)).toBe(true);
    const pinned = await queryClient.fetchQuery(queries.getImportantAnnouncements());
    expect(pinned.map((a) => a.classroomName)).toEqual(['渋谷教室', '横浜みなとみらい教室']);
    const detail = await queryClient.fetchQuery(queries.getAnnouncement({ announcementsId: 1000 }));
    expect(detail).toMatchObject({ classroomName: '渋谷教室', name: '渋谷教室 田中' });
  });

  it('give Home only the labels with something published (isHome), and filter by labelsId', async () => {
    const { queryClient, queries } = app({});
    const names = (labels: { labelName: string }[]) => labels.map((l) => l.labelName);
    expect(names(await queryClient.fetchQuery(queries.getInformationLabels()))).toEqual([
      'イベント',
      'キャンペーン',
      'ご案内',
      'メンテナンス',
    ]);
    expect(names(await queryClient.fetchQuery(queries.getInformationLabels({ isHome: 1 })))).toEqual([
      'イベント',
      'キャンペーン',
      'ご案内',
    ]);
    const campaign = await queryClient.fetchQuery(
      queries.getInformationList({ perPage: 4, labelsId: 2, isImportant: 0 }),
    );
    expect(campaign.total).toBe(2);
    expect(campaign.data.every((i) => i.labelName === 'キャンペーン')).toBe(true);
    const empty = app({ scenario: 'empty' });
    expect(await empty.queryClient.fetchQuery(empty.queries.getInformationLabels({ isHome: 1 }))).toEqual([]);
  });

  it('refresh the bell once a notification is read', async () => {
    const { queryClient, queries, mutations } = app({});
    const unread = async () =>
      (await queryClient.fetchQuery({ ...queries.getNotifications(), staleTime: 0 })).data.filter((n) => n.isRead === 0)
        .length;
    expect(await unread()).toBe(2);
    await queryClient.getMutationCache().build(queryClient, mutations.markNotificationRead()).execute({ id: 3000 });
    // The mutation marked the bell's query invalid; the next read goes back to the server.
    expect(queryClient.getQueryState(queries.getNotifications().queryKey)?.isInvalidated).toBe(true);
    expect(await unread()).toBe(1);
  });

  it('answer a save based on an older profile with 412 and the profile as saved, and a save on it with 200', async () => {
    const { queryClient, queries, mutations } = app({ scenario: 'profileSavedElsewhere' });
    const opened = await queryClient.fetchQuery(queries.getUser());
    const toggle = (ifMatch: string) =>
      queryClient
        .getMutationCache()
        .build(queryClient, mutations.updateNotificationSettings())
        .execute({ chat: 1, 'If-Match': ifMatch });
    const error = await toggle(`"${opened.version}"`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 412, body: { data: { telNumber: '08098765432' } } });
    const current = (error as { body: { data: { version: number } } }).body.data;
    const saved = await toggle(`"${current.version}"`);
    expect(saved.data).toMatchObject({
      telNumber: '08098765432',
      notificationSettings: { chat: 1, class_reminder: 1 },
    });
  });

  it('turn the 422 scenario into field errors a form can show', async () => {
    const { queryClient, mutations } = app({ scenario: 'validationError' });
    const error = await queryClient
      .getMutationCache()
      .build(queryClient, mutations.updateUser())
      .execute({
        lastName: '山田',
        firstName: '',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'ミサキ',
        genderId: 2,
        email: 'guardian@example.com',
      })
      .catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
  });

  it('answer an FAQ keyword search with matching articles only, ignoring full-width forms', async () => {
    const { queryClient, queries } = app({});
    const hits = await queryClient.fetchQuery(queries.searchFaqArticles({ keyWord: '振替' }));
    expect(hits.map((h) => h.name)).toEqual(['振替授業はいつまで申請できますか', '振替先の教室を選べますか']);
    expect((await queryClient.fetchQuery(queries.searchFaqArticles({ keyWord: '２０日' }))).map((h) => h.id)).toEqual([
      101,
    ]);
    expect(await queryClient.fetchQuery(queries.searchFaqArticles({ keyWord: '宇宙旅行' }))).toEqual([]);
  });

  it('fail a request the contract does not describe', async () => {
    app({});
    const error = await fetch('http://portal.test/api/not-in-the-contract').catch((e: unknown) => e);
    // MSW itself refuses it, rather than the request reaching the network and failing there.
    expect(String((error as Error).cause)).toContain('[MSW]');
  });

  it('type every answer by the contract, so a wrong fixture fails the typecheck', () => {
    const http = createHttp('*');
    // @ts-expect-error a user without its names and kids is not what GET /api/user answers
    http.get('/api/user', ({ response }) => response(200).json({ id: 1, role: 6 }));
    // @ts-expect-error the contract declares no 404 for the announcement detail
    http.get('/api/announcement', ({ response }) => response(404).json({ message: '見つかりません。' }));
    expect(
      http.get('/api/health', ({ response }) => response(200).json({ status: 'ok', database: 'ok' })),
    ).toBeDefined();
  });
});
