import { isValidationError } from '@portal/api-client';
import { refusalMessage } from '../app/serverMessage';

/**
 * The one way a failed submit reaches the screen: a 422 answer `{ message, errors: { field: [msg] } }`
 * puts each known field's first message on that field (`setError`), and returns what belongs to no
 * field (the rest, and the overall message unless a field already says it) for the error summary.
 * Another refusal with the server's own words (a 409 「教室にお問い合わせください」) is shown as the server said it;
 * anything else (an expired page, the network, a 5xx) becomes one summary line from `fallback`.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, message: string) => void,
  fallback: (error: unknown) => string,
): string[] {
  if (!isValidationError(error)) return [refusalMessage(error) ?? fallback(error)];
  const shown = new Set<string>();
  const rest: string[] = [];
  for (const [key, list] of Object.entries(error.body.errors)) {
    const message = list[0];
    if (message === undefined) continue;
    if ((fields as readonly string[]).includes(key)) setError(key as F, message);
    else if (!rest.includes(message)) rest.push(message);
    shown.add(message);
  }
  const overall = error.body.message;
  if (overall && !shown.has(overall)) rest.unshift(overall);
  return rest;
}
