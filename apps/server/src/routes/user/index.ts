import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { validationError } from '../validation';
import { ICON_EXTENSIONS, ICON_MAX_BYTES, isIconType, PROFILE_MESSAGES, sniffIconType } from './service';

const unauthorized = { message: 'This action is unauthorized.' };

/** Private: the caller's scope has the authenticate hook, so `request.user` is set. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated here: only the icon upload reads multipart bodies in this scope.
  await app.register(multipart, { limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 5 } });

  app.get('/api/user', async (request, reply) => {
    const user = request.user && (await app.services.users.withKids(request.user.id));
    if (!user) return reply.code(403).send(unauthorized);
    return user;
  });

  app.post('/api/user', async (request, reply) => {
    const me = request.user;
    if (me?.kind !== 'guardian' || me.role === null) return reply.code(403).send(unauthorized);
    const result = await app.services.users.updateProfile(me.id, me.role as 6 | 7 | 8, request.body, app.now());
    if ('errors' in result) return reply.code(422).send(validationError(result.errors));
    if ('taken' in result) {
      return reply
        .code(422)
        .send({ message: PROFILE_MESSAGES.emailTaken, errors: { email: [PROFILE_MESSAGES.emailTaken] } });
    }
    const data = await app.services.users.withKids(me.id);
    if (!data) return reply.code(403).send(unauthorized);
    return { success: true, message: 'プロフィールを更新しました。', data };
  });

  app.post('/api/user/icon', async (request, reply) => {
    const me = request.user;
    if (me?.kind !== 'guardian') return reply.code(403).send(unauthorized);
    const refuse = (message: string) => reply.code(422).send({ message, errors: { image: [message] } });
    if (!request.isMultipart()) return refuse(PROFILE_MESSAGES.missing);
    let image: { name: string; data: Buffer } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'image') {
          const data = await part.toBuffer();
          image = { name: part.filename, data };
        } else if (part.type === 'file') {
          await part.toBuffer();
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(PROFILE_MESSAGES.tooLarge);
      if (code?.startsWith('FST_')) return refuse(PROFILE_MESSAGES.missing);
      throw error;
    }
    if (!image || image.data.length === 0) return refuse(PROFILE_MESSAGES.missing);
    const mimeType = sniffIconType(image.data);
    if (!mimeType) return refuse(PROFILE_MESSAGES.type);
    const extension = ICON_EXTENSIONS[mimeType];
    const iconPath = await app.services.users.setIcon(me.id, {
      name: `icon.${extension}`,
      mimeType,
      data: image.data,
    });
    return { success: true, data: iconPath };
  });

  app.delete('/api/user/icon', async (request, reply) => {
    const me = request.user;
    if (me?.kind !== 'guardian') return reply.code(403).send(unauthorized);
    await app.services.users.deleteIcon(me.id);
    return { success: true };
  });

  // An icon is personal data: only its owner reads it, and only ever as an image.
  app.get<{ Params: { fileId: string } }>('/api/user/icon/:fileId', async (request, reply) => {
    const me = request.user;
    const fileId = Number(request.params.fileId);
    const icon =
      me && Number.isSafeInteger(fileId) && fileId > 0 ? await app.services.users.ownIcon(me.id, fileId) : null;
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
