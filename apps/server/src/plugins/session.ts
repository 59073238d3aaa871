import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionPolicy, SessionStore, type SessionUser } from '../services/sessions';

export const SESSION_COOKIE = 'portal_session';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** preHandler for private routes: 401 without a live session, otherwise `request.user` is set. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Starts a session for the user and sets its cookie (the caller has checked the credentials). */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
    /** Ends the presented session server-side and clears its cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export type SessionPluginOptions = { policy: SessionPolicy; secure: boolean };

export default fp<SessionPluginOptions>(
  async (app, { policy, secure }) => {
    const store = new SessionStore(app.db, app.now, policy);
    app.decorate('sessions', store);
    app.decorateRequest('user', null);
    // Set by requireCapability on the routes that declare one.
    app.decorateRequest('viewer', null as never);

    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const id = request.cookies[SESSION_COOKIE];
      const user = id ? await store.resolve(id) : null;
      if (!user) {
        if (id) reply.clearCookie(SESSION_COOKIE, cookieOptions);
        return reply.code(401).send({ message: 'Unauthenticated.' });
      }
      request.user = user;
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
      // Whatever session the browser held before ends here: the signed-in session always has a new id.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await store.destroy(previous);
      // Sign-in is rare enough to carry the housekeeping: sessions past their absolute expiry go.
      await store.purgeExpired();
      // The XSRF token is renewed with the session and bound to it.
      const csrfToken = app.rotateCsrfToken(reply);
      const session = await store.create(userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        csrfToken,
      });
      // Max-Age rather than Expires: the browser's clock may disagree with the server's.
      reply.setCookie(SESSION_COOKIE, session.id, { ...cookieOptions, maxAge: Math.floor(policy.absoluteMs / 1000) });
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const id = request.cookies[SESSION_COOKIE];
      if (id) await store.destroy(id);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      app.rotateCsrfToken(reply);
    });
  },
  { name: 'session', dependencies: ['cookies'] },
);
