import { ja } from '@portal/messages';
import type { z } from 'zod';
import { inJapanese } from '../wording';

/** Laravel's 422 body: the first message, and every message per field, each domain code worded in Japanese. */
export function validationError(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    const list = errors[field] ?? [];
    list.push(inJapanese(issue.message));
    errors[field] = list;
  }
  const first = error.issues[0];
  return { message: first ? inJapanese(first.message) : ja.serverValidation.checkInput, errors };
}
