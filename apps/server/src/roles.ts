import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from './services/sessions';

/** Guardian roles (spec 1 §1); staff accounts have none and never use the portal's calls. */
export const ROLES = { member: 6, prospect: 7, limited: 8 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The one roles table: which guardian roles hold each capability. A route declares the capability it
 * needs (`preHandler: requireCapability(...)`); a service asks `can(...)` where a role changes what it
 * answers rather than whether it answers.
 */
const CAPABILITIES = {
  /** Every call of a signed-in guardian: profile, home, reading areas, notifications. */
  usePortal: [ROLES.member, ROLES.prospect, ROLES.limited],
  /** Classroom announcements reach only families with children enrolled, i.e. members. */
  readClassroomNews: [ROLES.member],
  /** Spec 1 §3: notification settings belong to members. */
  notificationSettings: [ROLES.member],
  /** Members agree to every set of terms; the others to the privacy notice only. */
  agreeMemberTerms: [ROLES.member],
  /** Spec 1 §6: a provisional member (prospect) cannot get an invitation code. */
  inviteFriends: [ROLES.member, ROLES.limited],
  /** Issue 33: roles 7 and 8 read everyone's posts but do not report them. */
  reportPosts: [ROLES.member],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: SessionUser['role'], capability: Capability): boolean {
  return role !== null && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** The signed-in guardian a private route acts for. */
export type Viewer = Pick<SessionUser, 'id' | 'familyId'> & { role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in guardian; set by `requireCapability`, so read it only in routes that declare one. */
    viewer: Viewer;
  }
}

export const FORBIDDEN = { message: 'この操作は許可されていません。' } as const;

/** The guardian a call acts for, when the session's user is a guardian whose role holds the capability. */
export function viewerOf(user: SessionUser | null | undefined, capability: Capability): Viewer | null {
  if (user?.kind !== 'guardian' || !can(user.role, capability)) return null;
  return { id: user.id, familyId: user.familyId, role: user.role as Role };
}

/** preHandler: 403 unless the session's user is a guardian whose role holds the capability. */
export function requireCapability(capability: Capability) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = viewerOf(request.user, capability);
    if (!viewer) return reply.code(403).send(FORBIDDEN);
    request.viewer = viewer;
  };
}
