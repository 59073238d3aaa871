import { ApiError } from '@portal/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it("uses the server's Japanese message, else the default", () => {
    expect(serverMessage(new ApiError(500, { message: '規約が見つかりませんでした。' }), '既定')).toBe(
      '規約が見つかりませんでした。',
    );
    expect(serverMessage(new ApiError(500, { message: '  ' }), '既定')).toBe('既定');
    expect(serverMessage(new ApiError(502, '<html>bad gateway</html>'), '既定')).toBe('既定');
    expect(serverMessage(new TypeError('Failed to fetch'), '既定')).toBe('既定');
  });

  it('never shows a technical English message (COPY.md), and says what to do when the page expired', () => {
    expect(serverMessage(new ApiError(500, { message: 'Internal Server Error' }), '既定')).toBe('既定');
    expect(serverMessage(new ApiError(400, { message: 'Bad Request' }), '既定')).toBe('既定');
    expect(serverMessage(new ApiError(419, { message: 'CSRF token mismatch.' }), '既定')).toBe(
      i18n.t(($) => $.common.pageExpired),
    );
  });

  describe('on a screen in English (issue 31 item 34)', () => {
    afterAll(() => i18n.changeLanguage('ja'));

    it("shows the server's answer in English when it is one of the catalogue's texts, never a technical one", async () => {
      await i18n.changeLanguage('en');
      const full = 'This trial session is now full. Please choose another date.';
      expect(serverMessage(new ApiError(409, { message: full }), 'fallback')).toBe(full);
      // A text with a value in it (the catalogue's {{...}}) is the catalogue's too.
      const sent = i18n.t(($) => $.staffTeam.sent, { email: 'kato@example.jp' });
      expect(serverMessage(new ApiError(409, { message: sent }), 'fallback')).toBe(sent);
      for (const technical of ['Too Many Attempts.', 'Server Error', 'Unauthenticated.', 'Bad Request']) {
        expect(serverMessage(new ApiError(429, { message: technical }), 'fallback')).toBe('fallback');
      }
      // A Japanese answer (a backend that words only in Japanese) is still shown.
      expect(serverMessage(new ApiError(409, { message: '教室にお問い合わせください。' }), 'fallback')).toBe(
        '教室にお問い合わせください。',
      );
    });
  });
});
