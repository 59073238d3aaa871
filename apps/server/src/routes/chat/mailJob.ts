import fp from 'fastify-plugin';
import { ChatMailJob, type ChatMailRun } from './mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's mail job (ADR 031): runs on its interval; tests call `runOnce` with their own clock. */
    chatMail: { runOnce(now?: Date): Promise<ChatMailRun> };
  }
}

/**
 * Runs the chat mail job every `intervalMs` inside the server (0 turns it off), on the app's clock. A run
 * still going when the next is due is not doubled; a failed run is logged and tried again next time.
 */
export const chatMailJob = fp<{ intervalMs: number }>(
  async (app, { intervalMs }) => {
    const job = new ChatMailJob(app.db, app.services.mailer, app.log);
    let running: Promise<ChatMailRun> | null = null;
    const runOnce = (now: Date = app.now()) => {
      running ??= job.runOnce(now).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('chatMail', { runOnce });
    if (intervalMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => app.log.error({ err: error }, 'chat mail run failed'));
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => {});
    });
  },
  { name: 'chat-mail-job', dependencies: ['services'] },
);
