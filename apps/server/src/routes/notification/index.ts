import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validationError } from '../validation';
import { NotificationService } from './service';

const positiveId = (field: string) =>
  z.coerce
    .number({ error: `${field}が正しくありません。` })
    .int(`${field}が正しくありません。`)
    .positive(`${field}が正しくありません。`);

const readBody = z.object({ id: positiveId('通知ID') });
const scheduleBody = z.object({ userId: positiveId('ユーザーID') });
const columnBody = z.object({ columnId: positiveId('コラムID') });

/** Private: the header bell (spec 1 §4 "Notification"). Only the signed-in user's own notifications. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const service = new NotificationService(app.db);
  const userId = (request: { user: { id: number } | null }) => {
    if (!request.user) throw new Error('authenticate hook missing');
    return request.user.id;
  };

  app.get('/api/notification', async (request) => ({ data: await service.list(userId(request)) }));

  app.post('/api/notification/update/read', async (request, reply) => {
    const body = readBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(422).send(validationError(body.error));
    // Someone else's notification answers exactly like a missing one.
    if (!(await service.markRead(userId(request), body.data.id))) {
      return reply.code(404).send({ message: '通知が見つかりません。' });
    }
    return { success: true };
  });

  app.post('/api/notification/update/read/schedule', async (request, reply) => {
    const body = scheduleBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(422).send(validationError(body.error));
    if (body.data.userId !== userId(request)) {
      return reply.code(403).send({ message: 'この操作は許可されていません。' });
    }
    await service.markScheduleRead(body.data.userId);
    return { success: true };
  });

  app.post('/api/notification/update/read/column', async (request, reply) => {
    const body = columnBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(422).send(validationError(body.error));
    await service.markColumnRead(userId(request), body.data.columnId);
    return { success: true };
  });
};
