import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { FORBIDDEN, requireCapability } from '../../roles';

const guardians = { preHandler: requireCapability('usePortal') };

/** Private: the header bell (spec 1 §4 "Notification"). Only the signed-in user's own notifications. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const notifications = app.services.notifications;

  route(app, 'getNotifications', async (request) => ({ data: await notifications.list(request.viewer.id) }), guardians);

  route(
    app,
    'markNotificationRead',
    async (request, reply) => {
      // Someone else's notification answers exactly like a missing one.
      if (!(await notifications.markRead(request.viewer.id, request.body.id))) {
        return reply.code(404).send({ message: '通知が見つかりません。' });
      }
      return { success: true };
    },
    { ...guardians, fieldMessages: { id: '通知IDが正しくありません。' } },
  );

  route(
    app,
    'markScheduleNotificationsRead',
    async (request, reply) => {
      if (request.body.userId !== request.viewer.id) return reply.code(403).send(FORBIDDEN);
      await notifications.markScheduleRead(request.viewer.id);
      return { success: true };
    },
    { ...guardians, fieldMessages: { userId: 'ユーザーIDが正しくありません。' } },
  );

  route(
    app,
    'markColumnNotificationRead',
    async (request) => {
      await notifications.markColumnRead(request.viewer.id, request.body.columnId);
      return { success: true };
    },
    { ...guardians, fieldMessages: { columnId: 'コラムIDが正しくありません。' } },
  );
};
