import { ja } from '@portal/messages';
import fp from 'fastify-plugin';
import { languageOf } from '../language';
import { wordsIn } from '../wording';
import { isPageRequest } from './portal-page';

/** The Japanese refusal (the catalogue's `serverRefusals.controlCharacters`); a request is answered in its language. */
export const INPUT_GUARD_MESSAGE = ja.serverRefusals.controlCharacters;

/** The path of the first text (or key) holding a NUL character, or null; nested values are searched too. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, and no field of the portal needs one: a query,
 * path or JSON body holding one is refused with 422 before any route sees it (issue 19 item 14).
 * A page address holding one (`/trial?store_id=%00`) is no page: it gets the portal's not-found page in HTML,
 * not the API's JSON (issue 30 item 17).
 */
export default fp(
  async (app) => {
    // Set by the portal's page serving (plugins/portal-page.ts) when there is a portal build.
    app.decorate('notFoundPage', null);
    app.addHook('preValidation', async (request, reply) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) {
          if (app.notFoundPage && isPageRequest(request)) return app.notFoundPage(reply, 400);
          const field = path.join('.') || '_';
          const message = wordsIn(languageOf(request))('serverRefusals.controlCharacters');
          return reply.code(422).send({ message, errors: { [field]: [message] } });
        }
      }
    });
  },
  { name: 'input-guard' },
);
