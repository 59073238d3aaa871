import type { z } from 'zod';
import { domainViolation } from '../contract/messages';
import type { Language } from '../language';

/** Laravel's 422 body: the first message, and every message per field, each domain code worded in the language. */
export function validationError(error: z.ZodError, language: Language = 'ja') {
  return domainViolation(error.issues, language);
}
