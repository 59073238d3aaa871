import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GUEST_LINK_PATH } from '../../routes/membership/guest';
import { membershipApplications } from '../schema';
import { DEMO_NO_ACCOUNT_EMAIL } from './membership';

/**
 * Issue 16: a fresh link to the demo no-account application, for the server log at seed time (only the
 * token's hash is stored, so the link can be shown only when it is made).
 */
export async function demoNoAccountLink(app: FastifyInstance, origin: string): Promise<string | null> {
  const [application] = await app.db
    .select({ id: membershipApplications.id })
    .from(membershipApplications)
    .where(sql`${membershipApplications.answers} -> 'guardian' ->> 'email' = ${DEMO_NO_ACCOUNT_EMAIL}`)
    .orderBy(membershipApplications.id)
    .limit(1);
  if (!application) return null;
  const { token } = await app.services.membershipGuests.issue(application.id, DEMO_NO_ACCOUNT_EMAIL);
  return `${origin}${GUEST_LINK_PATH}?token=${token}`;
}
