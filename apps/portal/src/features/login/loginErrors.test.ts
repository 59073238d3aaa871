import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from './loginErrors';

describe('loginFailureMessage', () => {
  it('shows the lockout message the server sends with 429', () => {
    const error = new ApiError(429, { message: 'ログインの試行回数が多すぎます。15分後に再度お試しください。' });
    expect(loginFailureMessage(error)).toBe('ログインの試行回数が多すぎます。15分後に再度お試しください。');
  });

  it('explains an expired page on a CSRF mismatch instead of the English server text', () => {
    expect(loginFailureMessage(new ApiError(419, { message: 'CSRF token mismatch.' }))).toBe(
      '画面の有効期限が切れました。もう一度ログインしてください。',
    );
  });

  it('falls back to Japanese copy when there is no message or no answer', () => {
    expect(loginFailureMessage(new ApiError(500, 'oops'))).toBe('ログインできませんでした。');
    expect(loginFailureMessage(new ApiError(500, { message: 'Server Error' }))).toBe('ログインできませんでした。');
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(
      '通信に失敗しました。電波の良い場所でもう一度お試しください。',
    );
  });
});
