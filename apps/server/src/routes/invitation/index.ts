import { familyInvitationSchema, newPasswordSchema } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../contract/route';
import { STAFF_MESSAGES } from '../trial/staff';
import { INVITATION_MESSAGES, invitationSummary } from './service';

/** Each link tried or accepted from one address. */
const PER_ADDRESS = { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } } as const;

/** Staff only, before anything else is read: anyone else learns nothing about the form or the rows. */
async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
}

/** Private (the caller's scope authenticates): the classroom's invitations, of the staff member's own classrooms. */
export const staffInvitationRoutes: FastifyPluginAsync = async (app) => {
  const invitations = app.services.invitations;
  const now = () => app.now();

  route(
    app,
    'inviteFamily',
    async (request, reply, form) => {
      const staffId = request.user?.id ?? 0;
      if (!(await invitations.roomsOf(staffId)).includes(form.classroomId))
        return reply.code(403).send({ message: INVITATION_MESSAGES.roomNotYours });
      if (await invitations.isStaffEmail(form.guardian.email)) {
        const message = INVITATION_MESSAGES.staffEmail;
        return reply.code(422).send({ message, errors: { guardianEmail: [message] } });
      }
      const row = await invitations.invite(staffId, form);
      const [room] = (await invitations.classroomsOf(staffId)).filter((r) => r.id === row.classroomId);
      return invitationSummary(row, room?.name ?? '', now());
    },
    {
      preHandler: staffOnly,
      // The form's own schema (packages/domain), so the server words each field as the staff page does.
      form: {
        schema: () => familyInvitationSchema(now()),
        values: ({ body }) => {
          const values: Record<string, string> = {
            classroomId: String(body.classroomId),
            course: body.course,
            role: String(body.role),
            guardianLastName: body.guardian.lastName,
            guardianFirstName: body.guardian.firstName,
            guardianEmail: body.guardian.email,
            childCount: String(body.children.length),
          };
          body.children.forEach((child, i) => {
            const p = `child${i + 1}`;
            values[`${p}LastName`] = child.lastName;
            values[`${p}FirstName`] = child.firstName;
            values[`${p}LastNameKana`] = child.lastNameKana;
            values[`${p}FirstNameKana`] = child.firstNameKana;
            values[`${p}Birthday`] = child.birthday;
            values[`${p}SchoolGrade`] = String(child.schoolGrade);
            values[`${p}GenderId`] = String(child.genderId);
          });
          return values;
        },
      },
    },
  );

  route(
    app,
    'listFamilyInvitations',
    async (request) => {
      const rooms = await invitations.classroomsOf(request.user?.id ?? 0);
      const rows = await invitations.list(rooms.map((r) => r.id));
      const at = now();
      return {
        classrooms: rooms,
        data: rows.map(({ row, classroomName }) => invitationSummary(row, classroomName, at)),
      };
    },
    { preHandler: staffOnly },
  );

  /** The invitation, when it is of one of the staff member's classrooms. */
  const mine = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const found = await invitations.byId(id);
    if (!found) {
      reply.code(404).send({ message: INVITATION_MESSAGES.notFound });
      return null;
    }
    if (!(await invitations.roomsOf(request.user?.id ?? 0)).includes(found.row.classroomId)) {
      reply.code(403).send({ message: INVITATION_MESSAGES.notYours });
      return null;
    }
    return found;
  };

  route(
    app,
    'resendFamilyInvitation',
    async (request, reply) => {
      const found = await mine(request, reply, request.params.id);
      if (!found) return reply;
      const row = await invitations.resend(found.row.id);
      if (!row)
        return reply
          .code(409)
          .send({ message: found.row.acceptedAt ? INVITATION_MESSAGES.accepted : INVITATION_MESSAGES.revoked });
      return invitationSummary(row, found.classroomName, now());
    },
    { preHandler: staffOnly },
  );

  route(
    app,
    'revokeFamilyInvitation',
    async (request, reply) => {
      const found = await mine(request, reply, request.params.id);
      if (!found) return reply;
      const row = await invitations.revoke(found.row.id);
      if (!row) return reply.code(409).send({ message: INVITATION_MESSAGES.accepted });
      return invitationSummary(row, found.classroomName, now());
    },
    { preHandler: staffOnly },
  );
};

/** The accepting page needs no password where the address has an account already (the children join it). */
const linkOnlySchema = z.object({ token: z.string().min(1).max(200) });

/** Public: the page a mailed invitation opens, and its acceptance (issue 32). */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  const invitations = app.services.invitations;

  route(
    app,
    'getInvitation',
    async (request, reply) => {
      const opened = await invitations.open(request.query.token);
      if (!opened.ok)
        return reply.code(410).send({ message: INVITATION_MESSAGES.refusal[opened.reason], reason: opened.reason });
      const { row } = opened;
      return {
        classroomName: opened.classroomName,
        guardianName: `${row.guardianLastName} ${row.guardianFirstName}`,
        email: row.email,
        children: row.children.map((c) => ({ name: `${c.lastName} ${c.firstName}`, schoolGrade: c.schoolGrade })),
        hasAccount: opened.hasAccount,
      };
    },
    PER_ADDRESS,
  );

  route(
    app,
    'acceptInvitation',
    async (request, reply) => {
      const result = await invitations.accept(request.body.token, request.body.password);
      if (!result.ok) {
        // The form's schema asked for the password already; this is a link that changed between the two reads.
        const reason = result.reason === 'passwordNeeded' ? 'used' : result.reason;
        return reply.code(410).send({ message: INVITATION_MESSAGES.refusal[reason], reason });
      }
      // A new account goes straight into the portal (the terms come first there, as for any new guardian).
      if (!result.linked) await app.startSession(request, reply, result.userId);
      return { signedIn: !result.linked, linked: result.linked };
    },
    {
      ...PER_ADDRESS,
      form: {
        // A link that does not open is refused by the handler (410), not as a field to fix.
        schema: async (request) => {
          const opened = await invitations.open(request.body.token);
          return opened.ok && opened.hasAccount ? linkOnlySchema : newPasswordSchema;
        },
        values: ({ body }) => ({
          token: body.token,
          password: body.password ?? '',
          passwordConfirmation: body.passwordConfirmation ?? '',
        }),
      },
    },
  );
};
