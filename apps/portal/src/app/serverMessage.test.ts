import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
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
});
