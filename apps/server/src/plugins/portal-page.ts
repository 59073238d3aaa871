import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ja } from '@portal/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answeredJson } from '../contract/route';
import { languageOf } from '../language';
import { viewerOf } from '../roles';
import { wordsIn } from '../wording';
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
  // A staff member's session (issue 32): no guardian's answers; the portal sends it to /staff.
  | { session: 'staff' }
  | { session: 'authenticated'; answers: Partial<Record<BootstrapCall, unknown>> }
) & { queries?: unknown; xsrf?: string };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a page address that is no page (a NUL character in it, a file name that is no file) with the portal's
     * not-found page in HTML, or null without a portal build (the API alone answers JSON, as before).
     */
    notFoundPage: ((reply: FastifyReply, status?: number) => FastifyReply) | null;
  }
}

/**
 * Whether a request asks for a page (the address bar, a link): a GET outside `/api/` that accepts HTML or names
 * no file. Anything else (a script, a picture, a call) is answered as data.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  const url = request.raw.url ?? '/';
  if (request.method !== 'GET' || url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || path.extname(url.split('?')[0] ?? '') === '';
}

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

  const notFound = template === null ? null : notFoundPage(template);
  const notFoundPageOf = notFound
    ? (reply: FastifyReply, status = 404) =>
        reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(notFound)
    : null;
  // Decorated by the input guard (registered earlier, so its hook can use it): set here, where the page is known.
  app.notFoundPage = notFoundPageOf;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (template === null || !isPageRequest(request))
      return reply.code(404).send({ message: wordsIn(languageOf(request))('serverRefusals.notFound') });
    // An address with a file name that is no file, opened as a page: the not-found page, not JSON (issue 30 item 17).
    if (path.extname(url.split('?')[0] ?? '') !== '') return notFoundPageOf?.(reply);
    const bootstrap = await bootstrapFor(app, request);
    const links =
      preloads?.linksFor(url.split('?')[0] ?? '/', bootstrap.startsWith('{"session":"authenticated"')) ?? '';
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
  }): Promise<{ html: string; queries: unknown; title?: string } | null>;
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

/** A page drawn on the server: its markup, the query answers it was drawn with, and its document title. */
type Drawn = { html: string; queries: unknown; title?: string };

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
  // The page's XSRF token: a plain form of a page drawn here (sign-out) sends it before the scripts run.
  const xsrf = `"xsrf":${JSON.stringify(request.xsrfToken)}`;
  if (!user) return `{"session":"unauthenticated",${xsrf}}`;
  // Issue 32: a staff session is no guardian's: the portal's pages send it to the staff pages.
  if (user.kind === 'staff') return `{"session":"staff",${xsrf}}`;
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
  return `{"session":"authenticated","answers":{${answers.join(',')}},${xsrf}}`;
}

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
  // The route's own title from the first byte, so a shared link previews as its page (issue 31 item 29).
  const titled = drawn.title
    ? page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title ?? '')}</title>`)
    : page;
  return afterPaint(titled).replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`);
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The portal's not-found page, written by the server from the catalogue for an address the portal cannot open:
 * the template's head (its stylesheets) without the scripts, so nothing tries to route the bad address.
 */
export function notFoundPage(template: string): string {
  const { notFoundTitle, notFoundBody, backToHome } = ja.common;
  const body =
    `<main id="portal-not-found" style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif">` +
    `<h1>${escapeHtml(notFoundTitle)}</h1><p>${escapeHtml(notFoundBody)}</p>` +
    `<p><a href="/">${escapeHtml(backToHome)}</a></p></main>`;
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(notFoundTitle)}</title>`)
    .replace('<div id="root"></div>', () => body);
}
