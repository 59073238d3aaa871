import type { Schemas } from '@portal/api-client';
import { isApiError } from '@portal/api-client';
import { messages } from '../../app/messages';

const t = messages.invite;

export type InviteOutcome = { kind: 'code'; code: string } | { kind: 'error'; message: string };

function isStatusError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error';
}

/**
 * Spec 1 §8 "Invite": a status error, in a response or an error response, means a provisional member
 * (role 7); any other failure, or a success without a code, is the generic failure.
 */
export function inviteOutcome(result: { data?: Schemas['InviteResult']; error?: unknown }): InviteOutcome {
  if (result.data) {
    if (isStatusError(result.data)) return { kind: 'error', message: t.provisional };
    if (result.data.code) return { kind: 'code', code: result.data.code };
    return { kind: 'error', message: t.failed };
  }
  if (isApiError(result.error) && isStatusError(result.error.body)) return { kind: 'error', message: t.provisional };
  return { kind: 'error', message: t.failed };
}
