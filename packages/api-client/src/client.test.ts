import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

function recordingFetch(status = 200) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return new Response(JSON.stringify({ status: 'ok', database: 'ok' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('createApiClient', () => {
  it('echoes the XSRF cookie only on state-changing requests', async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: 'http://portal.test', fetch, readCookie: () => 'token+1' });
    await client.GET('/api/health');
    // A POST to any path must carry the token; the typed paths are not needed to prove the header.
    await client.request('post' as never, '/api/health' as never);
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('token+1');
  });

  it('sends the realtime socket id when a socket exists', async () => {
    const { fetch, requests } = recordingFetch();
    let socketId: string | undefined;
    const client = createApiClient({ baseUrl: 'http://portal.test', fetch, getSocketId: () => socketId });
    await client.GET('/api/health');
    socketId = '123.456';
    await client.GET('/api/health');
    expect(requests[0]?.headers.get('X-Socket-ID')).toBeNull();
    expect(requests[1]?.headers.get('X-Socket-ID')).toBe('123.456');
  });

  it("asks for the page's language, so a refusal is worded as the screen is", async () => {
    const { fetch, requests } = recordingFetch();
    let language = 'ja';
    const client = createApiClient({ baseUrl: 'http://portal.test', fetch, getLanguage: () => language });
    await client.GET('/api/health');
    language = 'en';
    await client.GET('/api/health');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ja');
    expect(requests[1]?.headers.get('Accept-Language')).toBe('en');
  });

  it('reports a 401 so the app can send the guardian to sign-in', async () => {
    const { fetch } = recordingFetch(401);
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'http://portal.test', fetch, onUnauthorized });
    const { error, response } = await client.GET('/api/health');
    expect(response.status).toBe(401);
    expect(error).toBeDefined();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
