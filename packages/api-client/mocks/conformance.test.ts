import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createContractValidator, type JsonSchema, type Operation, type Parameter } from '../contract/validator';
import { createHandlers } from './handlers';
import { type ScenarioName, scenarios } from './scenarios';

const { operations, validate, matchesSchema, deref } = createContractValidator();

const PATTERN_SAMPLES: Record<string, string> = {
  '^\\d{7}$': '1500002',
  '^0\\d{9,10}$': '09012345678',
  '^\\d{4}$': '1234',
  '^\\d{2}$': '04',
  '^data:image/png;base64,': 'data:image/png;base64,iVBORw0KGgo=',
};

/** A small valid value for a schema, enough for a mock handler to answer a request built from it. */
function sample(schemaOrRef: unknown): unknown {
  const schema = deref(schemaOrRef as JsonSchema);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  }
  if (Array.isArray(schema.oneOf)) return sample(schema.oneOf[0]);
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name] ?? {})]));
    }
    case 'array':
      return [sample(schema.items ?? {}), sample(schema.items ?? {})];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'guardian@example.com';
      if (schema.format === 'date') return '2025-04-15';
      if (schema.format === 'binary') return new Blob(['x'], { type: 'image/png' });
      if (typeof schema.pattern === 'string') return PATTERN_SAMPLES[schema.pattern] ?? 'X1';
      return 'X1';
  }
}

function buildRequest(path: string, method: string, operation: Operation): Request {
  let url = `http://portal.test${path}`;
  const query = new URLSearchParams();
  for (const parameter of (operation.parameters ?? []).map((p) => deref<Parameter>(p))) {
    const value = parameter.example ?? sample(parameter.schema ?? {});
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query' && parameter.required) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    }
  }
  if (query.size) url += `?${query}`;
  const init: RequestInit = { method: method.toUpperCase() };
  const content = operation.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (mediaType && media?.schema) {
    const body = sample(media.schema) as Record<string, unknown>;
    if (operation.operationId === 'login') body.password = 'demo-pass';
    if (mediaType === 'application/json') {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    } else if (mediaType === 'multipart/form-data') {
      const form = new FormData();
      for (const [name, value] of Object.entries(body))
        form.append(name, value instanceof Blob ? value : String(value));
      init.body = form;
    } else {
      init.body = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
    }
  }
  return new Request(url, init);
}

/** The mock's answer to one request; a missing handler fails the test at once. */
async function answer(handlers: ReturnType<typeof createHandlers>, request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`);
  return response;
}

describe('the mock handlers', () => {
  it('cover every call in the contract, one handler each', () => {
    const handlers = createHandlers();
    expect(operations.length).toBeGreaterThan(80);
    expect(handlers).toHaveLength(operations.length);
  });

  for (const name of Object.keys(scenarios) as ScenarioName[]) {
    it(`answer every call with a body the contract allows (${name})`, async () => {
      const handlers = createHandlers({ scenario: name });
      const problems: string[] = [];
      for (const { path, method, operation } of operations) {
        const response = await getResponse(handlers, buildRequest(path, method, operation));
        if (!response) {
          problems.push(`${method.toUpperCase()} ${path} (${name}): no handler answered`);
          continue;
        }
        const contentType = response.headers.get('content-type');
        const body: unknown = contentType?.startsWith('application/json') ? await response.json() : undefined;
        problems.push(...validate({ method, path, status: response.status, contentType, body }));
      }
      expect(problems).toEqual([]);
    });
  }

  it('reject a body that breaks the contract, so the check above can fail', () => {
    expect(
      matchesSchema('User', { id: 1, role: 6, lastName: '山田', firstName: '美咲', iconPath: null, kids: [] }),
    ).toBe(true);
    expect(
      matchesSchema('User', { id: 1, role: 5, lastName: '山田', firstName: '美咲', iconPath: null, kids: [] }),
    ).toBe(false);
    expect(matchesSchema('User', { id: 1, role: 6, lastName: '山田', firstName: '美咲', kids: [{ id: 1 }] })).toBe(
      false,
    );
    expect(
      validate({ method: 'get', path: '/api/user', status: 200, contentType: 'text/html', body: '' }),
    ).toHaveLength(1);
    expect(validate({ method: 'get', path: '/api/nothing', status: 200 })).toHaveLength(1);
  });

  it('answer 422 with field errors named after what the form sent', async () => {
    const handlers = createHandlers({ scenario: 'validationError' });
    const request = new Request('http://portal.test/api/account/multiple-consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agree_privacy: true, agree_lynx: false, agree_steam: true }),
    });
    const response = await answer(handlers, request);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['agree_privacy', 'agree_lynx']);
  });

  it('page the many-pages data set so a pager has somewhere to go', async () => {
    const handlers = createHandlers({ scenario: 'manyPages' });
    const response = await answer(handlers, new Request('http://portal.test/api/announcement/list?page=3&perPage=4'));
    const page = (await response.json()) as { currentPage: number; lastPage: number; from: number; total: number };
    expect(page).toMatchObject({ currentPage: 3, lastPage: 12, from: 9, total: 48 });
  });

  it('remember a read notification so the bell changes after invalidation', async () => {
    const handlers = createHandlers();
    const unread = async () => {
      const response = await answer(handlers, new Request('http://portal.test/api/notification'));
      const { data } = (await response.json()) as { data: { isRead: number }[] };
      return data.filter((n) => n.isRead === 0).length;
    };
    const before = await unread();
    await getResponse(
      handlers,
      new Request('http://portal.test/api/notification/update/read', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 3000 }),
      }),
    );
    expect(await unread()).toBe(before - 1);
  });

  it('send a guest to sign-in without breaking the public pages', async () => {
    const handlers = createHandlers({ scenario: 'unauthenticated' });
    expect((await answer(handlers, new Request('http://portal.test/api/account/authed'))).status).toBe(401);
    expect((await answer(handlers, new Request('http://portal.test/api/notification'))).status).toBe(401);
    expect((await answer(handlers, new Request('http://portal.test/api/term?type=1'))).status).toBe(200);
  });

  it('give each role its own user', async () => {
    for (const role of [6, 7, 8] as const) {
      const handlers = createHandlers({ scenario: `role${role}` });
      const response = await answer(handlers, new Request('http://portal.test/api/user'));
      expect(((await response.json()) as { role: number }).role).toBe(role);
    }
  });
});
