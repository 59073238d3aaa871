import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answeredJson } from '../contract/route';
import { viewerOf } from '../roles';
import { RoutePreloads, type ViteManifest } from './route-preloads';
import { SESSION_COOKIE } from './session';

/** The id of the JSON data block the portal reads on its first load (apps/portal/src/app/bootstrap.ts). */
export const BOOTSTRAP_ID = 'portal-bootstrap';

/**
 * The calls the signed-in shell makes before its first route renders (spec 1 §4 "Access"), answered here
 * so the first page needs no round trip before it starts loading its own data (issue 18): `/api/user`,
 * `/api/account/config` and `/api/account/consent-status`.
 */
type BootstrapCall = 'user' | 'config' | 'consent';

export type Bootstrap = (
  | { session: 'unauthenticated' }
  | { session: 'authenticated'; answers: Partial<Record<BootstrapCall, unknown>> }
) & { queries?: unknown };

/**
 * Serves the built portal: hashed assets cached for a year, and every client route answered with
 * index.html carrying the bootstrap block. Without a build (tests, `npm run dev`'s API) only the API answers.
 */
export async function portalPage(app: FastifyInstance, { root, renderer }: { root: string; renderer?: string }) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a client route like any other: it gets the bootstrap block too.
    index: false,
    // The build wrote each asset compressed beside it (.br, .gz): sent as it is, with no work per request.
    preCompressed: true,
    // The portal's build emits source maps for error reports; they are not for the public.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // Hashed assets never change.
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const indexFile = path.join(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const preloads = existsSync(manifestFile)
    ? new RoutePreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;

  const draw = template !== null && renderer && existsSync(renderer) ? drawer(app, renderer) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (
      template === null ||
      request.method !== 'GET' ||
      url.startsWith('/api/') ||
      path.extname(url.split('?')[0] ?? '') !== ''
    ) {
      return reply.code(404).send({ message: 'Not Found' });
    }
    const bootstrap = await bootstrapFor(app, request);
    const links = preloads?.linksFor(url.split('?')[0] ?? '/', bootstrap !== UNAUTHENTICATED) ?? '';
    const drawn = draw ? await draw(request, url, bootstrap) : null;
    // The page may carry the guardian's own data: never kept by a cache, and it differs per cookie.
    reply.header('cache-control', 'no-store');
    reply.header('vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').send(withBootstrap(template, bootstrap, links, drawn));
  });
}

/** What the portal's server bundle exports (apps/portal/src/entry-server.tsx). */
type Renderer = {
  render(request: {
    url: string;
    bootstrap: Bootstrap;
    fetch: typeof globalThis.fetch;
  }): Promise<{ html: string; queries: unknown } | null>;
};

/** The language a device chose, kept by the portal in this cookie too (apps/portal/src/i18n). */
const LANGUAGE_COOKIE = 'portal.language';

/**
 * Draws the first page on the server where the portal's route asks for it (ADR 036): the page's calls are
 * answered in process, as the page's own request (its cookies), so they see exactly what the browser would.
 * Anything the bundle cannot draw (a redirect, a failed call, another language) leaves the page to the
 * browser, as before; a failure to draw is logged and does the same.
 */
function drawer(app: FastifyInstance, file: string) {
  // Imported with the first page, not at start: most apps a test builds never serve one.
  let bundle: Promise<Renderer> | undefined;
  return async (request: FastifyRequest, url: string, bootstrap: string): Promise<Drawn | null> => {
    // The server draws in Japanese; a device set to another language draws the page itself.
    const language = request.cookies[LANGUAGE_COOKIE];
    if (language && language !== 'ja') return null;
    try {
      bundle ??= import(pathToFileURL(file).href) as Promise<Renderer>;
      const { render } = await bundle;
      return await render({ url, bootstrap: JSON.parse(bootstrap) as Bootstrap, fetch: inProcess(app, request) });
    } catch (error) {
      request.log.error({ err: error, url }, 'the page could not be drawn on the server');
      return null;
    }
  };
}

type Drawn = { html: string; queries: unknown };

/** `fetch` for the portal's API calls while drawing a page: the server's own routes, as the page's request. */
function inProcess(app: FastifyInstance, request: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    const call = new Request(input, init);
    const { pathname, search } = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET',
      url: pathname + search,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
      ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {}),
    });
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * What the portal would ask first, answered in process by the services behind those calls, serialised from
 * the contract as the calls are, with the calls' own rule: the profile and the consent status are a
 * guardian's (anyone else gets 403 there, and is left to ask and see that). A read that fails is left out
 * too: the portal asks for it itself and shows that failure as usual. Answers the block's JSON (`Bootstrap`).
 */
export async function bootstrapFor(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const id = request.cookies[SESSION_COOKIE];
  const user = id ? await app.sessions.resolve(id) : null;
  if (!user) return UNAUTHENTICATED;
  const { users, account } = app.services;
  // Written as JSON text from the serialised answers: no parse and stringify again for every page.
  const answers = [`"config":${answeredJson('getAccountConfig', account.config())}`];
  const viewer = viewerOf(user, 'usePortal');
  if (viewer) {
    const [profile, consent] = await Promise.allSettled([users.withKids(viewer.id), account.consentStatus(viewer)]);
    if (profile.status === 'fulfilled' && profile.value)
      answers.push(`"user":${answeredJson('getUser', profile.value)}`);
    if (consent.status === 'fulfilled') answers.push(`"consent":${answeredJson('getConsentStatus', consent.value)}`);
  }
  return `{"session":"authenticated","answers":{${answers.join(',')}}}`;
}

const UNAUTHENTICATED = JSON.stringify({ session: 'unauthenticated' } satisfies Bootstrap);

/**
 * index.html with the route's preload links and the bootstrap as a JSON data block, and a page drawn on the
 * server in its root element with the query answers it was drawn with in the block. A data block is not run, so
 * the CSP's script-src does not apply; `<` is escaped so no text in the data can close the element.
 */
export function withBootstrap(template: string, bootstrapJson: string, links = '', drawn: Drawn | null = null): string {
  const data = drawn ? `${bootstrapJson.slice(0, -1)},"queries":${JSON.stringify(drawn.queries)}}` : bootstrapJson;
  const json = data.replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${BOOTSTRAP_ID}">${json}</script>`;
  const page = template.replace('</head>', `${links}${block}</head>`);
  if (!drawn) return page;
  return afterPaint(page).replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`);
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * A page drawn on the server is readable from its HTML and stylesheets: its scripts are named to
 * `after-paint.js` instead, which loads them once the page has painted (a phone's bandwidth goes to what a
 * guardian reads first). The stylesheets stay where they are.
 */
function afterPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  const loader = `<script defer src="/after-paint.js" data-entry="${entry}" data-preloads="${preloads}"></script>`;
  return page.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, '').replace('</head>', `${loader}</head>`);
}
