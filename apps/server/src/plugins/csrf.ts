import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ja } from '@portal/messages';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues a new XSRF token and returns it (at sign-in and sign-out, so a token never outlives its session). */
    rotateCsrfToken: (reply: FastifyReply) => string;
  }
  interface FastifyRequest {
    /**
     * The XSRF token this request's page will echo: the cookie's, or the one issued with this answer. A page the
     * server draws carries it, so its plain forms (sign-out) work before the scripts have taken the page over.
     */
    xsrfToken: string;
  }
}

/** Said on a 419, in Japanese like every answer of the server (the portal shows its own words for it). */
export const CSRF_MISMATCH_MESSAGE = ja.serverAnswers.csrfMismatch;

/** Where the portal's build puts its hashed, immutable files (plugins/portal-page.ts serves them). */
const IMMUTABLE_ASSETS = '/assets/';

function sameToken(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * CSRF in the Laravel style the portal speaks: a readable XSRF-TOKEN cookie is set whenever missing,
 * and every state-changing request must echo it in X-XSRF-TOKEN / X-CSRF-TOKEN or, for plain HTML
 * forms, in the `_token` field. Another site can neither read the cookie nor set the header.
 */
export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    const cookieOptions = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure };
    const issue = (reply: FastifyReply) => {
      const token = randomBytes(32).toString('base64url');
      reply.setCookie(XSRF_COOKIE, token, cookieOptions);
      return token;
    };
    app.decorate('rotateCsrfToken', issue);
    app.decorateRequest('xsrfToken', '');

    app.addHook('onRequest', async (request, reply) => {
      // Hashed assets are public and kept for a year by any cache (a proxy too): a cookie set on one would be kept
      // and handed out with it (issue 31 item 25). A page or a call issues the token.
      if (request.url.startsWith(IMMUTABLE_ASSETS)) return;
      request.xsrfToken = request.cookies[XSRF_COOKIE] || issue(reply);
    });

    // preValidation runs after body parsing, so the form field of a sign-out submit is readable.
    app.addHook('preValidation', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
      const body = request.body as Record<string, unknown> | undefined;
      const field = body && typeof body === 'object' ? body._token : undefined;
      const sent = typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
      // Matching the cookie proves the page could read it; fitting the session stops a token planted
      // from a sibling subdomain (cookie tossing) from working against someone else's session.
      const fits =
        cookie &&
        sent &&
        sameToken(cookie, sent) &&
        (await app.sessions.csrfTokenFits(request.cookies[SESSION_COOKIE], sent));
      if (!fits) return reply.code(419).send({ message: CSRF_MISMATCH_MESSAGE });
    });
  },
  { name: 'csrf', dependencies: ['cookies', 'session'] },
);
