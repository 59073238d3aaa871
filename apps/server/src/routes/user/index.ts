import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../contract/route';
import { languageOf } from '../../language';
import { sendPrivateFile } from '../../plugins/private-file';
import { FORBIDDEN, requireCapability } from '../../roles';
import { wordsIn } from '../../wording';
import { isRowId } from '../ids';
import { emailChangeRateLimit } from './emailChangeLimit';
import { isIconType, readSingleFile, toStoredIcon } from './iconImage';
import { ICON_MAX_BYTES, nullsToEmpty, PROFILE_MESSAGES, profileUpdateSchema, type UserView } from './service';
import { etagOf, preconditionOf } from './version';

const guardians = { preHandler: requireCapability('usePortal') };
const members = { preHandler: requireCapability('notificationSettings') };

/** Private: the caller's scope has the authenticate hook, so `request.user` is set. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated here: only the icon upload reads multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 5 } });

  /** The profile as saved now, its version as the ETag; 403 for anyone who is not a guardian. */
  const current = async (request: FastifyRequest, reply: FastifyReply): Promise<UserView | FastifyReply> => {
    const user = await app.services.users.withKids(request.viewer.id);
    if (!user) return reply.code(403).send(FORBIDDEN);
    if (user.version !== undefined) reply.header('etag', etagOf(user.version));
    return user;
  };

  /**
   * A save whose If-Match names a version the profile no longer has (saved elsewhere since the page read it,
   * issue 30 item 8): nothing is saved, and the answer says so with the profile as saved now.
   */
  const changedElsewhere = async (request: FastifyRequest, reply: FastifyReply) => {
    const data = await current(request, reply);
    if (reply.sent) return reply;
    return reply.code(412).send({ message: wordsIn(languageOf(request))('serverRefusals.profileChanged'), data });
  };

  route(app, 'getUser', (request, reply) => current(request, reply), guardians);

  // The domain's profile schema states the body, with its field messages (spec 2 §5).
  route(
    app,
    'updateUser',
    async (request, reply, profile) => {
      const me = request.viewer;
      const precondition = preconditionOf(request.headers['if-match']);
      const result = await app.services.users.updateProfile(me.id, me.role, profile, precondition);
      if ('taken' in result) {
        return reply
          .code(422)
          .send({ message: PROFILE_MESSAGES.emailTaken, errors: { email: [PROFILE_MESSAGES.emailTaken] } });
      }
      if ('changed' in result) return changedElsewhere(request, reply);
      const data = await current(request, reply);
      if (reply.sent) return reply;
      return { success: true, message: 'プロフィールを更新しました。', data: data as UserView };
    },
    {
      ...guardians,
      config: { rateLimit: emailChangeRateLimit(app) },
      form: {
        schema: (request: FastifyRequest) => profileUpdateSchema(app.now(), request.viewer.role),
        values: (request) => nullsToEmpty(request.body),
      },
    },
  );

  // Only the settings the body names: the rest of the profile is never sent, so never reverted.
  route(
    app,
    'updateNotificationSettings',
    async (request, reply) => {
      const precondition = preconditionOf(request.headers['if-match']);
      const result = await app.services.users.updateNotificationSettings(request.viewer.id, request.body, precondition);
      if ('changed' in result) return changedElsewhere(request, reply);
      const data = await current(request, reply);
      if (reply.sent) return reply;
      return {
        success: true,
        message: wordsIn(languageOf(request))('profile.settingsSaved'),
        data: data as UserView,
      };
    },
    members,
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
      return reply.code(404).send({ message: wordsIn(languageOf(request))('serverRefusals.notFound') });
    }
    reply
      .header('content-type', icon.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    return sendPrivateFile(request, reply, icon.data);
  });
};
