import fp from 'fastify-plugin';

export const INPUT_GUARD_MESSAGE =
  '使用できない文字（制御文字）が含まれています。その文字を取り除いてから、もう一度お試しください。';

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
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) {
          const field = path.join('.') || '_';
          return reply.code(422).send({ message: INPUT_GUARD_MESSAGE, errors: { [field]: [INPUT_GUARD_MESSAGE] } });
        }
      }
    });
  },
  { name: 'input-guard' },
);
