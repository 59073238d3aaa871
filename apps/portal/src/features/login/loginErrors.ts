import { fieldErrors, isApiError, isValidationError } from '@portal/api-client';
import { isEmail } from '@portal/domain';
import { messages } from '../../app/messages';

const t = messages.login;

export type LoginErrors = { summary?: string; email?: string; password?: string };

/** Checks made before sending, so an empty form never reaches the server's attempt counter. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = t.emailRequired;
  else if (!isEmail(email.trim())) errors.email = t.emailInvalid;
  if (!password) errors.password = t.passwordRequired;
  return errors;
}

/** What the form shows for a failed sign-in: the server's own Japanese message wherever it gives one. */
export function loginErrorsFrom(error: unknown): LoginErrors {
  if (isValidationError(error)) {
    const fields = fieldErrors(error);
    const summary = error.body.message || t.failed;
    // A field message repeating the summary is not shown twice.
    const result: LoginErrors = { summary };
    if (fields.email && fields.email !== summary) result.email = fields.email;
    if (fields.password && fields.password !== summary) result.password = fields.password;
    return result;
  }
  if (isApiError(error)) {
    if (error.status === 419) return { summary: t.expired };
    return { summary: error.message && !error.message.startsWith('HTTP ') ? error.message : t.failed };
  }
  return { summary: t.network };
}
