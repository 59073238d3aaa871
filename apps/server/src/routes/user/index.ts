import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { FORBIDDEN, requireCapability } from '../../roles';
import { isRowId } from '../ids';
import { validationError } from '../validation';
import { emailChangeRateLimit } from './emailChangeLimit';
import { isIconType, readSingleFile, toStoredIcon } from './iconImage';
import { ICON_MAX_BYTES, PROFILE_MESSAGES } from './service';

const guardians = { preHandler: requireCapability('usePortal') };

/** Private: the caller's scope has the authenticate hook, so `request.user` is set. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated here: only the icon upload reads multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 5 } });

  route(
    app,
    'getUser',
    async (request, reply) => (await app.services.users.withKids(request.viewer.id)) ?? reply.code(403).send(FORBIDDEN),
    guardians,
  );

  // The domain's profile schema states the body, with its field messages (spec 2 §5).
  route(
    app,
    'updateUser',
    async (request, reply) => {
      const me = request.viewer;
      const result = await app.services.users.updateProfile(me.id, me.role, request.body, app.now());
      if ('errors' in result) return reply.code(422).send(validationError(result.errors));
      if ('taken' in result) {
        return reply
          .code(422)
          .send({ message: PROFILE_MESSAGES.emailTaken, errors: { email: [PROFILE_MESSAGES.emailTaken] } });
      }
      const data = await app.services.users.withKids(me.id);
      if (!data) return reply.code(403).send(FORBIDDEN);
      return { success: true, message: 'プロフィールを更新しました。', data };
    },
    { ...guardians, config: { rateLimit: emailChangeRateLimit(app) }, bodyByDomain: true },
  );

  // Multipart: the parts are read here, so the contract's body schema (JSON only) does not apply.
  route(
    app,
    'uploadUserIcon',
    async (request, reply) => {
      const me = request.viewer;
      const refuse = (message: string) => reply.code(422).send({ message, errors: { image: [message] } });
      if (!request.isMultipart()) return refuse(PROFILE_MESSAGES.missing);
      const upload = await readSingleFile(request, 'image');
      if ('refused' in upload) return refuse(PROFILE_MESSAGES[upload.refused]);
      if (!upload.file || upload.file.data.length === 0) return refuse(PROFILE_MESSAGES.missing);
      const icon = await toStoredIcon(upload.file.data);
      if ('refused' in icon) return refuse(PROFILE_MESSAGES[icon.refused]);
      const iconPath = await app.services.users.setIcon(me.id, {
        name: `icon.${icon.extension}`,
        mimeType: icon.mimeType,
        data: icon.data,
      });
      return { success: true, data: iconPath };
    },
    guardians,
  );

  route(
    app,
    'deleteUserIcon',
    async (request) => {
      await app.services.users.deleteIcon(request.viewer.id);
      return { success: true };
    },
    guardians,
  );

  // An icon is personal data: only its owner reads it, and only ever as an image.
  // Not a contract operation: the icon's URL is the iconPath the user call returns.
  app.get<{ Params: { fileId: string } }>('/api/user/icon/:fileId', async (request, reply) => {
    const me = request.user;
    const fileId = Number(request.params.fileId);
    const icon = me && isRowId(fileId) ? await app.services.users.ownIcon(me.id, fileId) : null;
    if (!icon || !isIconType(icon.mimeType)) {
      return reply.code(404).send({ message: 'Not Found' });
    }
    return reply
      .header('content-type', icon.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', 'inline')
      .send(icon.data);
  });
};
