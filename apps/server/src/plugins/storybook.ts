import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built Storybook at /storybook, so designers review components and screens in a running portal
 * without a toolchain (ADR 018). Registered only outside production. Its own CSP: the manager frames
 * its preview (iframe.html) from the same origin and both pages carry inline scripts; the stories'
 * data comes from MSW's service worker under /storybook/.
 */
export async function storybookRoutes(app: FastifyInstance, { root }: { root: string }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "frame-src 'self'",
        "frame-ancestors 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join('; '),
    );
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  // `/storybook` itself: relative asset paths need the trailing slash.
  app.get('', (_request, reply) => reply.redirect('/storybook/'));
  await app.register(fastifyStatic, { root, prefix: '/', decorateReply: false });
}
