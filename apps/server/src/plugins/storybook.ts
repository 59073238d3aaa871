import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/**
 * Outside production without a build, /storybook says how to make one instead of falling through to the portal
 * (which answered with its own sign-in page, issue 36).
 */
export async function storybookNotBuilt(app: FastifyInstance) {
  const page = `<!doctype html><html lang="ja"><meta charset="utf-8"><title>Storybook は未ビルドです</title>
<body>
<h1>Storybook はまだビルドされていません</h1>
<p>リポジトリで <code>npm run build-storybook</code> を実行するか、<code>npm start</code> で起動し直してください（本番以外では起動時にビルドされます）。</p>
<p lang="en">Storybook has not been built. Run <code>npm run build-storybook</code>, or restart with <code>npm start</code>, which builds it outside production.</p>
</body></html>`;
  const answer = (_request: unknown, reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').send(page);
  app.get('', answer);
  app.get('/*', answer);
}
