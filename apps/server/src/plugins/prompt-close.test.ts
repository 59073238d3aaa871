import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import promptClose from './prompt-close';

/** A raw socket to the server, and a promise of its close (by the server). */
async function socketTo(port: number, send?: string) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  if (send) socket.write(send);
  return { socket, closed };
}

const portOf = (address: string) => Number(new URL(address).port);
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});

describe('the server closes promptly (issue 30: SIGTERM waited over 10 s)', () => {
  it('ends a spare socket, a request whose headers never came and an idle keep-alive at once', async () => {
    const t = await createTestApp();
    try {
      const port = portOf(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      // A browser's spare socket (opened ahead of need, nothing sent), a request cut in its headers, a keep-alive
      // that had its answer: before, each of the first two held the close for as long as the client kept it.
      const spare = await socketTo(port);
      const partial = await socketTo(port, 'POST /api/login HTTP/1.1\r\nHost: portal\r\nContent-Ty');
      const answered = await socketTo(port, 'GET /api/health HTTP/1.1\r\nHost: portal\r\n\r\n');
      sockets.push(spare.socket, partial.socket, answered.socket);
      await new Promise((resolve) => answered.socket.once('data', resolve));

      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(1_500);
      await Promise.all([spare.closed, partial.closed, answered.closed]);
    } finally {
      await t.close();
    }
  });

  it('lets a request being answered finish, and cuts one that outlasts the grace', async () => {
    const app = Fastify();
    await app.register(promptClose, { graceMs: 400 });
    let arrived = 0;
    app.get('/slow', async () => {
      arrived += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { done: true };
    });
    app.get('/hung', () => {
      arrived += 1;
      return new Promise(() => {});
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const slow = fetch(`${address}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    const hung = fetch(`${address}/hung`).then(
      () => 'answered',
      () => 'cut',
    );
    // Both requests are in progress when the close starts.
    await expect.poll(() => arrived).toBe(2);
    const started = Date.now();
    await app.close();
    const took = Date.now() - started;
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await hung).toBe('cut');
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(1_500);
  });
});
