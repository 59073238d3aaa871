import type { z } from 'zod';

/** Laravel's 422 body: the first message, and every message per field. */
export function validationError(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    const list = errors[field] ?? [];
    list.push(issue.message);
    errors[field] = list;
  }
  return { message: error.issues[0]?.message ?? '入力内容を確認してください。', errors };
}
