import { isApiError } from '@portal/api-client';

/**
 * Spec 1 §8: many failures show "the server's message, else a default". Only a message the server
 * actually sent counts; a network failure or an empty message gets the default.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
