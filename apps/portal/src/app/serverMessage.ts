import { isApiError } from '@portal/api-client';
import { i18n } from '../i18n';

// Japanese script: a message without any is the server's own technical text, not meant for a guardian.
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The catalogue's texts of one language other than Japanese, as patterns (a `{{value}}` matches any words). */
const cataloguePatterns = new Map<string, RegExp[]>();
function patternsOf(language: string): RegExp[] {
  const known = cataloguePatterns.get(language);
  if (known) return known;
  const bundle: unknown = i18n.getResourceBundle(language, 'translation');
  const patterns: RegExp[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      // A text that is mostly values ('{{name}}さん', '{{count}}') would match any message: only sentences count.
      if (node.includes('{{') && node.replace(/\{\{\w+\}\}/g, '').trim().length < 12) return;
      const escaped = node.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
      patterns.push(new RegExp(`^${escaped}$`));
    } else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(bundle);
  // Only once the language's words have arrived (English loads when chosen).
  if (patterns.length > 0) cataloguePatterns.set(language, patterns);
  return patterns;
}

/**
 * The message an API answer carries in words a family reads, or null (no answer, no message, a technical one):
 * Japanese, or on a screen in another language one of that language's texts of the catalogue, from which the server
 * words every answer in the request's language (issue 31 item 34). Never an English technical text (COPY.md).
 */
function japaneseMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message !== 'string') return null;
    const text = message.trim();
    if (JAPANESE.test(text)) return text;
    const language = i18n.resolvedLanguage ?? i18n.language;
    if (text !== '' && language && language !== 'ja' && patternsOf(language).some((p) => p.test(text))) return text;
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
