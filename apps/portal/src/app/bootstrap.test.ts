import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from './api';
import { FirstLoad, readBootstrap } from './bootstrap';
import { guardDeps } from './session';

function pageWith(blockText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (blockText !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-bootstrap';
    block.textContent = blockText;
    doc.head.append(block);
  }
  return doc;
}

const user = { id: 1, name: '佐藤 美咲', role: 6, kids: [] };
const config = { success: true, data: { termsAgreementEnableDate: '2026-04-01T00:00:00+09:00' } };

describe('readBootstrap', () => {
  it('reads the block the server put in the page', () => {
    const sent = { session: 'authenticated', answers: { user } };
    expect(readBootstrap(pageWith(JSON.stringify(sent)))).toEqual(sent);
    expect(readBootstrap(pageWith('{"session":"unauthenticated"}'))).toEqual({ session: 'unauthenticated' });
    // Issue 32: a staff member's session, which the guardian pages send to /staff.
    expect(readBootstrap(pageWith('{"session":"staff"}'))).toEqual({ session: 'staff' });
  });

  it('reads nothing from a page without the block or with a broken one', () => {
    expect(readBootstrap(pageWith(null))).toBeNull();
    expect(readBootstrap(pageWith('{"session":'))).toBeNull();
    expect(readBootstrap(pageWith('{"session":"maybe"}'))).toBeNull();
  });
});

describe('the first navigation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('needs no call before the route: the session, user, config and consent come with the page', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const queryClient = new QueryClient();
    const firstLoad = new FirstLoad({
      session: 'authenticated',
      answers: { user, config, consent: { requiresConsent: true } },
    });
    firstLoad.prime(queryClient);
    const deps = guardDeps(queryClient, firstLoad);

    expect(await deps.checkSession()).toBe('authenticated');
    expect(await deps.ensureUser()).toEqual(user);
    expect(await deps.configuredEnableDate()).toBe('2026-04-01T00:00:00+09:00');
    expect(await deps.requiresConsent()).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queries.getUser().queryKey)).toEqual(user);
  });

  it('asks the server again once the first navigation is over', async () => {
    const firstLoad = new FirstLoad({ session: 'unauthenticated' });
    expect(firstLoad.session()).toBe('unauthenticated');
    firstLoad.drop();
    expect(firstLoad.session()).toBeUndefined();
    expect(firstLoad.requiresConsent()).toBeUndefined();
  });

  it('asks for what the page did not carry (a call that failed on the server)', () => {
    const queryClient = new QueryClient();
    const firstLoad = new FirstLoad({ session: 'authenticated', answers: { config } });
    firstLoad.prime(queryClient);
    expect(queryClient.getQueryData(queries.getUser().queryKey)).toBeUndefined();
    expect(firstLoad.requiresConsent()).toBeUndefined();
  });
});

describe('a page the server drew (ADR 036)', () => {
  it('puts the answers it was drawn with in the cache, so the first render here is the same page', () => {
    const server = new QueryClient();
    server.setQueryData(queries.getCarousel().queryKey, { data: [{ id: 7 }] } as never);
    const drawn = new FirstLoad({ session: 'unauthenticated', queries: dehydrate(server) });
    const client = new QueryClient();
    drawn.prime(client);
    expect(drawn.serverDrawn()).toBe(true);
    expect(client.getQueryData(queries.getCarousel().queryKey)).toEqual({ data: [{ id: 7 }] });

    expect(new FirstLoad({ session: 'unauthenticated' }).serverDrawn()).toBe(false);
  });
});
