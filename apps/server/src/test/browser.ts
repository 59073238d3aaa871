import { type ContractValidator, createContractValidator } from '@portal/api-client/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let contract: ContractValidator | undefined;

/** Every response to a call the contract describes must be one the contract allows. */
function checkAgainstContract(method: string, url: string, res: LightMyRequestResponse) {
  contract ??= createContractValidator();
  const path = url.split('?')[0] ?? url;
  if (!contract.contract.paths[path]?.[method.toLowerCase() as 'get' | 'post' | 'delete']) return;
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const problems = contract.validate({
    method,
    path,
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: json ? res.json() : undefined,
  });
  if (problems.length > 0) throw new Error(`response breaks the contract:\n${problems.join('\n')}`);
}

/**
 * A minimal browser for in-process requests: keeps cookies between calls (dropping cleared ones)
 * and echoes the XSRF token on state-changing requests the way the portal's API client does.
 * Responses to calls the contract describes are checked against it.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(
    opts: { method: InjectOptions['method']; url: string; payload?: InjectOptions['payload'] },
    extra: { headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...extra.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    }
    const token = this.cookies.get('XSRF-TOKEN');
    if (extra.csrf !== false && opts.method !== 'GET' && token && !('x-xsrf-token' in headers)) {
      headers['x-xsrf-token'] = token;
    }
    const res = await this.app.inject({ ...opts, headers, remoteAddress: this.remoteAddress });
    checkAgainstContract(String(opts.method), opts.url, res);
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  /** Loads a page first when no XSRF cookie is held yet, as the portal does before signing in. */
  async ensureXsrf() {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
  }

  async login(email: string, password: string) {
    await this.ensureXsrf();
    return this.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  }

  /** Submits the sign-out form as a browser would: url-encoded with the `_token` field. */
  async logout(token = this.cookies.get('XSRF-TOKEN') ?? '') {
    return this.request(
      { method: 'POST', url: '/logout', payload: `_token=${encodeURIComponent(token)}` },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, csrf: false },
    );
  }
}

/** A browser signed in as one of the demo accounts (the set-up most server tests start from). */
export async function signedIn(app: FastifyInstance, email: string, password: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  const res = await browser.login(email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} answered ${res.statusCode}`);
  return browser;
}
