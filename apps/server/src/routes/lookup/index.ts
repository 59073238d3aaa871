import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../contract/route';
import { PUBLIC_RATE_LIMITS } from '../trial/limits';
import { lookupPostalCode, warmPostalTable } from './postal';

const lookups = { config: { rateLimit: PUBLIC_RATE_LIMITS.lookup } };

/** Public: the look-ups behind the booking and application forms (spec 2 §7), rate-limited per address. */
export const lookupRoutes: FastifyPluginAsync = async (app) => {
  warmPostalTable();

  // The contract's pattern answers a code that is not 7 digits with 400 before this runs.
  route(
    app,
    'lookupZip',
    async (request) => {
      const results = lookupPostalCode(request.query.zipcode);
      return { status: 200, message: null, results: results.length > 0 ? results : null };
    },
    lookups,
  );

  route(
    app,
    'checkInviteCode',
    async (request, reply) => {
      const code = request.params.code.trim();
      if (code === '' || code.length > 32 || !/^[A-Za-z0-9]+$/.test(code)) {
        return reply.code(400).send({ message: '紹介コードは半角英数字で入力してください。' });
      }
      return { data: await app.services.bookings.inviteCodeExists(code) };
    },
    lookups,
  );
};
