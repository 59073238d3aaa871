import type { Schemas } from '@portal/api-client';
import { isApiError } from '@portal/api-client';
import { inviteErrorMessage } from '@portal/domain';

export type InviteOutcome = { kind: 'code'; code: string } | { kind: 'error'; message: string };

function statusOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status } = body as { status?: unknown };
  return typeof status === 'string' ? status : undefined;
}

/**
 * Spec 1 §8 "Invite": a status error, in a response or an error response, means a provisional member
 * (role 7); any other failure, or a success without a code, is the generic failure. The message is domain's
 * code, worded where shown (ADR 027).
 */
export function inviteOutcome(result: { data?: Schemas['InviteResult']; error?: unknown }): InviteOutcome {
  if (result.data?.code && statusOf(result.data) !== 'error') return { kind: 'code', code: result.data.code };
  const body = result.data ?? (isApiError(result.error) ? result.error.body : undefined);
  return { kind: 'error', message: inviteErrorMessage(statusOf(body)) };
}
