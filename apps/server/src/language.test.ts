import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageOf } from './language';

const request = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe('the language of the server’s words', () => {
  it('is Japanese unless the request says otherwise', () => {
    expect(languageOf(request({}))).toBe('ja');
    expect(languageOf(request({ 'accept-language': 'fr-FR,de;q=0.8' }))).toBe('ja');
  });

  it('follows Accept-Language by weight, then order', () => {
    expect(languageOf(request({ 'accept-language': 'en-US,en;q=0.9,ja;q=0.8' }))).toBe('en');
    expect(languageOf(request({ 'accept-language': 'ja,en-US;q=0.9' }))).toBe('ja');
    expect(languageOf(request({ 'accept-language': 'fr;q=1, ja;q=0.5, en;q=0.7' }))).toBe('en');
  });

  it('takes the portal’s own choice (its cookie) over the browser’s', () => {
    expect(languageOf(request({ 'accept-language': 'en' }, { [LANGUAGE_COOKIE]: 'ja' }))).toBe('ja');
    expect(languageOf(request({}, { [LANGUAGE_COOKIE]: 'en' }))).toBe('en');
  });
});
