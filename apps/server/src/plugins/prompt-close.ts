import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/** How long a request already being answered may take to finish once the server is closing (a deployment's stop). */
export const CLOSE_GRACE_MS = 3_000;

/**
 * The server closes promptly (issue 30: the restart cells waited over 10 s for a SIGTERM). Closing waits for every
 * open connection, and Fastify's idle close reaches only keep-alive sockets that finished a request: a browser's
 * spare socket opened ahead of need (Chromium keeps one or two per page) or a request whose headers never came held
 * the close until the browser let go. At close, every socket without a request in progress is ended at once, and
 * the ones still answering get CLOSE_GRACE_MS to finish before they are cut too.
 */
export default fp<{ graceMs?: number }>(
  async (app, { graceMs = CLOSE_GRACE_MS }) => {
    const open = new Set<Socket>();
    const busy = new Set<Socket>();
    let closing = false;
    app.server.on('connection', (socket: Socket) => {
      open.add(socket);
      socket.once('close', () => {
        open.delete(socket);
        busy.delete(socket);
      });
    });
    const done = (socket: Socket) => {
      busy.delete(socket);
      // A keep-alive socket that finished its last answer while the server closes is not kept for another one.
      if (closing) socket.destroySoon();
    };
    app.addHook('onRequest', async (request) => {
      busy.add(request.raw.socket);
    });
    app.addHook('onResponse', async (request) => done(request.raw.socket));
    app.addHook('onRequestAbort', async (request) => done(request.raw.socket));

    app.addHook('preClose', async () => {
      closing = true;
      for (const socket of open) if (!busy.has(socket)) socket.destroy();
      const cut = setTimeout(() => {
        for (const socket of open) socket.destroy();
      }, graceMs);
      cut.unref();
      app.server.once('close', () => clearTimeout(cut));
    });
  },
  { name: 'prompt-close' },
);
