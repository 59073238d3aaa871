import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf } from '../language';
import { refusalIn, wordsIn } from '../wording';
import { routeOf } from './logging';

type Refusal = 'malformed' | 'tooLarge' | 'unsupported' | 'server';

/** The PostgreSQL error code behind a (driver- or Drizzle-wrapped) error, if any. */
function databaseCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One error shape, `{ message }` worded from the catalogue in the request's language, never Fastify's English
 * (which names the route's path): malformed bodies are the client's input problem (422, as
 * Laravel answers), a value PostgreSQL refuses as data (class 22: out of range, bad text) is too, other
 * 4xx keep their status, and anything unexpected is logged and hidden behind a 500. Logs name the
 * method, route pattern and status only: messages of driver errors quote the query's parameters.
 */
export default fp(
  async (app) => {
    // Every refusal in the request's language: a route's text that is the catalogue's Japanese, in its language.
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
      const language = languageOf(request);
      if (language === 'ja') return payload;
      const body = payload as { message?: unknown; errors?: unknown };
      const word = (text: unknown) => (typeof text === 'string' ? refusalIn(text, language) : text);
      const errors =
        body.errors && typeof body.errors === 'object'
          ? Object.fromEntries(
              Object.entries(body.errors).map(([field, list]) => [field, Array.isArray(list) ? list.map(word) : list]),
            )
          : body.errors;
      return { ...body, message: word(body.message), ...(body.errors === undefined ? {} : { errors }) };
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      const say = (refusal: Refusal) => wordsIn(languageOf(request))(`serverRefusals.${refusal}`);
      const where = { method: request.method, route: routeOf(request) };
      if (status === 400 || error.validation) {
        return reply.code(422).send({ message: say('malformed'), errors: {} });
      }
      if (databaseCode(error)?.startsWith('22')) {
        // A route let through a value the column cannot hold: the answer is the client's, the fix ours.
        request.log.warn({ ...where, status: 422, code: databaseCode(error) }, 'database refused a value');
        return reply.code(422).send({ message: say('malformed'), errors: {} });
      }
      if (status < 500) {
        // Fastify's own errors (FST_…) say what went wrong in English for a developer; ours are meant to be read.
        const own = !error.code?.startsWith('FST_') && error.message;
        const message =
          status === 413 ? say('tooLarge') : status === 415 ? say('unsupported') : own || say('malformed');
        return reply.code(status).send({ message });
      }
      request.log.error(
        {
          ...where,
          status: 500,
          err: {
            type: error.name,
            code: databaseCode(error) ?? error.code,
            stack: error.stack?.split('\n').slice(1).join('\n'),
          },
        },
        'request failed',
      );
      return reply.code(500).send({ message: say('server') });
    });
  },
  { name: 'errors' },
);
