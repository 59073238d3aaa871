import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { loginErrorsFrom, validateLogin } from './loginErrors';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin('  ', '')).toEqual({
      email: 'メールアドレスを入力してください。',
      password: 'パスワードを入力してください。',
    });
  });

  it('rejects a malformed email and accepts a complete form', () => {
    expect(validateLogin('guardian@example', 'x').email).toBe('メールアドレスの形式で入力してください。');
    expect(validateLogin(' guardian@example.com ', 'demo-pass')).toEqual({});
  });
});

describe('loginErrorsFrom', () => {
  it("shows the server's message for wrong credentials, once", () => {
    const message = 'メールアドレスまたはパスワードが正しくありません。';
    const error = new ApiError(422, { message, errors: { email: [message] } });
    expect(loginErrorsFrom(error)).toEqual({ summary: message });
  });

  it('keeps a distinct field message beside its field', () => {
    const error = new ApiError(422, {
      message: '入力内容に誤りがあります。',
      errors: { email: ['メールアドレスの形式が正しくありません。'] },
    });
    expect(loginErrorsFrom(error)).toEqual({
      summary: '入力内容に誤りがあります。',
      email: 'メールアドレスの形式が正しくありません。',
    });
  });

  it('shows the lockout message the server sends with 429', () => {
    const error = new ApiError(429, { message: 'ログインの試行回数が多すぎます。15分後に再度お試しください。' });
    expect(loginErrorsFrom(error).summary).toBe('ログインの試行回数が多すぎます。15分後に再度お試しください。');
  });

  it('explains an expired page on a CSRF mismatch instead of the English server text', () => {
    expect(loginErrorsFrom(new ApiError(419, { message: 'CSRF token mismatch.' })).summary).toBe(
      '画面の有効期限が切れました。もう一度ログインしてください。',
    );
  });

  it('falls back to Japanese copy when there is no message or no answer', () => {
    expect(loginErrorsFrom(new ApiError(500, 'oops')).summary).toBe('ログインできませんでした。');
    expect(loginErrorsFrom(new TypeError('Failed to fetch')).summary).toBe(
      '通信に失敗しました。電波の良い場所でもう一度お試しください。',
    );
  });
});
