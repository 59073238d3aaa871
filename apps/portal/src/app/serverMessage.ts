import { isApiError } from '@portal/api-client';
import { i18n } from '../i18n';

// Japanese script: a message without any is the server's own technical text, not meant for a guardian.
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The Japanese message an API answer carries, or null (no answer, no message, a technical English one). */
function japaneseMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && JAPANESE.test(message)) return message.trim();
  }
  return null;
}

/**
 * Spec 1 §8: many failures show "the server's message, else a default". Only a Japanese message the
 * server actually sent counts (COPY.md: never an English or technical message on screen); an expired
 * page (419) says what to do; a network failure or an empty message gets the default.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 419) return i18n.t(($) => $.common.pageExpired);
  return japaneseMessageOf(error) ?? fallback;
}

/**
 * What the server said when it refused a request for a reason of its own (a 4xx other than an ended session or an
 * expired page): 「教室にお問い合わせください」 is the next step, where a screen's "try again later" would mislead
 * (issue 30 item 13). Null for anything a retry may cure (the network, a 5xx) and for a 4xx without Japanese words.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.status === 401 || error.status === 419) return null;
  return japaneseMessageOf(error);
}

/** Whether the server refused the request itself (4xx): asking again gives the same answer, so no retry is offered. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 419;
}
