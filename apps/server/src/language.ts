import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a device chose, kept by the portal in this cookie too (apps/portal/src/i18n). */
export const LANGUAGE_COOKIE = 'portal.language';

const supported = (tag: string | undefined): Language | undefined => {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l === primary);
};

/** The supported language an Accept-Language header prefers most (by q, then by order), if any. */
function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: supported(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.language && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}

/**
 * The language of the server's words for one request: the portal's choice (its cookie) first, else the
 * request's Accept-Language, else Japanese, the product's language.
 */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return (
    supported(request.cookies?.[LANGUAGE_COOKIE]) ??
    fromAcceptLanguage(Array.isArray(header) ? header[0] : header) ??
    'ja'
  );
}
