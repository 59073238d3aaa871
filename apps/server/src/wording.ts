import { wordMessage } from '@portal/domain';
import { en, ja, translator } from '@portal/messages';
import type { FastifyRequest } from 'fastify';
import { type Language, languageOf } from './language';

const translators = { ja: translator(ja), en: translator(en) } as const;

/** The catalogue's `t` of one language (dotted key, `{{name}}` values). */
export const wordsIn = (language: Language) => translators[language];

/**
 * A domain message code (a zod issue, a profile-image check) as the catalogue's sentence in a language, the
 * same the portal shows (ADR 027); a text that is no code passes as is.
 */
export const inLanguage = (message: string, language: Language): string => wordMessage(message, translators[language]);

/** The server's Japanese for places that answer without a request's language (mails, stored labels). */
export const inJapanese = (message: string): string => inLanguage(message, 'ja');

/** A code worded in the language of the request. */
export const wordFor = (request: FastifyRequest, message: string): string => inLanguage(message, languageOf(request));

/** Each Japanese text of the catalogue, by its key: a route's refusal written as the catalogue's text. */
const keysOfJapanese = (() => {
  const keys = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      if (!node.includes('{{') && !keys.has(node)) keys.set(node, path.join('.'));
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  walk(ja, []);
  return keys;
})();

/**
 * A refusal's text in a language: a domain code worded, and a route's text that is the catalogue's Japanese
 * (a route's constant, the words of an area) given as the same key's text of that language.
 */
export function refusalIn(message: string, language: Language): string {
  const worded = inLanguage(message, language);
  if (language === 'ja') return worded;
  const key = keysOfJapanese.get(worded);
  return key ? translators[language](key) : worded;
}
