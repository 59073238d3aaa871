import { isApiError } from '@portal/api-client';
import { serverMessage } from '../../app/serverMessage';
import { i18n } from '../../i18n';

/**
 * The summary line of a sign-in that failed without a 422 (the form layer puts a 422 on its fields):
 * the server's own Japanese message (a lockout), an expired page, or the network.
 */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 419) return i18n.t(($) => $.login.expired);
    return serverMessage(
      error,
      i18n.t(($) => $.login.failed),
    );
  }
  return i18n.t(($) => $.login.network);
}
