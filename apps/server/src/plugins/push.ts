import fp from 'fastify-plugin';
import { type PushConfig, PushService } from '../services/push';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push (issue 34, ADR 055): devices, VAPID key, event sends and the held pushes' job. */
    push: PushService;
  }
}

/**
 * Builds the push service on the app's database and clock (its VAPID pair made and stored on first start when
 * none is configured) and sends the pushes quiet hours held, every `flushIntervalMs` (0 turns the job off; tests
 * call `flush` with their own clock). A failed run is logged and tried again next time.
 */
export default fp<{ config: PushConfig }>(
  async (app, { config }) => {
    const push = await PushService.create(app.db, app.now, app.log, config);
    app.decorate('push', push);
    let running: Promise<unknown> | null = null;
    let timer: NodeJS.Timeout | undefined;
    if (config.flushIntervalMs > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          running ??= push
            .flush()
            .catch((error: unknown) => app.log.error({ err: error }, 'held pushes could not be sent'))
            .finally(() => {
              running = null;
            });
        }, config.flushIntervalMs);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await push.settled();
    });
  },
  { name: 'push' },
);
