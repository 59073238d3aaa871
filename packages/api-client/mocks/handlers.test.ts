import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { isValidationError } from '../src/errors';
import { createMutations, createQueries } from '../src/queries';
import { createHandlers, mswOptions } from './index';

const server = setupServer();
beforeAll(() => server.listen(mswOptions));
afterAll(() => server.close());

/** The real client, query factories and mutation factories, talking to the mocks through MSW. */
function app(scenario: Parameters<typeof createHandlers>[0]) {
  server.resetHandlers(...createHandlers(scenario));
  const client = createApiClient({ baseUrl: 'http://portal.test', readCookie: () => 'xsrf' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, queries: createQueries(client), mutations: createMutations(client, queryClient) };
}

describe('the mocks behind the real client', () => {
  it('serve a later page of the many-pages data set', async () => {
    const { queryClient, queries } = app({ scenario: 'manyPages' });
    const page = await queryClient.fetchQuery(queries.announcementList({ page: 2, perPage: 4 }));
    expect(page).toMatchObject({ currentPage: 2, lastPage: 12, from: 5, to: 8, total: 48 });
    expect(page.data[0]?.title).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('refresh the bell once a notification is read', async () => {
    const { queryClient, queries, mutations } = app({});
    const unread = async () =>
      (await queryClient.fetchQuery({ ...queries.notifications(), staleTime: 0 })).data.filter((n) => n.isRead === 0)
        .length;
    expect(await unread()).toBe(2);
    await queryClient.getMutationCache().build(queryClient, mutations.markNotificationRead()).execute({ id: 3000 });
    // The mutation marked the bell's query invalid; the next read goes back to the server.
    expect(queryClient.getQueryState(queries.notifications().queryKey)?.isInvalidated).toBe(true);
    expect(await unread()).toBe(1);
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
    const hits = await queryClient.fetchQuery(queries.faqSearch('振替'));
    expect(hits.map((h) => h.name)).toEqual(['振替授業はいつまで申請できますか', '振替先の教室を選べますか']);
    expect((await queryClient.fetchQuery(queries.faqSearch('２０日'))).map((h) => h.id)).toEqual([101]);
    expect(await queryClient.fetchQuery(queries.faqSearch('宇宙旅行'))).toEqual([]);
  });

  it('fail a request the contract does not describe', async () => {
    app({});
    const error = await fetch('http://portal.test/api/not-in-the-contract').catch((e: unknown) => e);
    // MSW itself refuses it, rather than the request reaching the network and failing there.
    expect(String((error as Error).cause)).toContain('[MSW]');
  });
});
