import { staffInvitationSchema } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../contract/route';
import { STAFF_MESSAGES } from '../trial/staff';
import { STAFF_TEAM_MESSAGES, type TeamRefusal } from './service';

/** Staff only, before anything else is read: anyone else learns nothing about the classroom's staff. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

const REFUSAL_STATUS: Record<TeamRefusal, 403 | 404 | 409> = {
  notFound: 404,
  notManageable: 403,
  joined: 409,
  deactivated: 409,
};

/** Private (the caller's scope authenticates): an owner invites and deactivates the staff of their classrooms. */
export const staffTeamRoutes: FastifyPluginAsync = async (app) => {
  const team = app.services.staffTeam;
  const callerOf = (request: FastifyRequest) => request.user?.id ?? 0;

  route(app, 'listStaffMembers', async (request) => team.list(callerOf(request)), { preHandler: staffOnly });

  route(
    app,
    'inviteStaffMember',
    async (request, reply, form) => {
      const caller = callerOf(request);
      if (!(await team.owns(caller, form.classroomId)))
        return reply.code(403).send({ message: STAFF_TEAM_MESSAGES.notOwner });
      if (await team.emailTaken(form.email)) {
        const message = STAFF_TEAM_MESSAGES.emailTaken;
        return reply.code(422).send({ message, errors: { email: [message] } });
      }
      const id = await team.invite(caller, form);
      const member = await team.member(caller, id);
      if (!member) throw new Error(`invited staff ${id} is not in the caller's classrooms`);
      return member;
    },
    { preHandler: staffOnly, form: { schema: staffInvitationSchema } },
  );

  /** The colleague, when the caller may act on them; otherwise the refusal is answered. */
  const allowed = async (request: FastifyRequest, reply: FastifyReply, action: 'resend' | 'deactivate') => {
    const id = (request.params as { id: number }).id;
    const refusal = await team.refusal(callerOf(request), id, action);
    if (refusal) {
      reply.code(REFUSAL_STATUS[refusal]).send({ message: STAFF_TEAM_MESSAGES[refusal] });
      return null;
    }
    return id;
  };

  route(
    app,
    'resendStaffInvitation',
    async (request, reply) => {
      const id = await allowed(request, reply, 'resend');
      if (id === null) return reply;
      await team.resend(id);
      return (await team.member(callerOf(request), id)) as NonNullable<Awaited<ReturnType<typeof team.member>>>;
    },
    { preHandler: staffOnly },
  );

  route(
    app,
    'deactivateStaffMember',
    async (request, reply) => {
      const id = await allowed(request, reply, 'deactivate');
      if (id === null) return reply;
      await team.deactivate(id);
      request.log.info({ callerId: callerOf(request), userId: id }, 'staff member deactivated');
      return (await team.member(callerOf(request), id)) as NonNullable<Awaited<ReturnType<typeof team.member>>>;
    },
    { preHandler: staffOnly },
  );
};
