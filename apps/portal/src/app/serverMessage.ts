import { isApiError } from '@portal/api-client';
import { i18n } from '../i18n';

// Japanese script: a message without any is the server's own technical text, not meant for a guardian.
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Spec 1 §8: many failures show "the server's message, else a default". Only a Japanese message the
 * server actually sent counts (COPY.md: never an English or technical message on screen); an expired
 * page (419) says what to do; a network failure or an empty message gets the default.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 419) return i18n.t(($) => $.common.pageExpired);
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && JAPANESE.test(message)) return message.trim();
  }
  return fallback;
}
