import { describe, expect, it } from 'vitest';
import { signInSchema } from './signIn';

const messagesOf = (input: unknown) =>
  Object.fromEntries((signInSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('signInSchema', () => {
  it('asks for both fields by name when empty', () => {
    expect(messagesOf({ email: '', password: '' })).toEqual({
      email: 'validation.required?field=email',
      password: 'validation.required?field=password',
    });
    expect(messagesOf({})).toEqual({
      email: 'validation.required?field=email',
      password: 'validation.required?field=password',
    });
  });

  it('says how to write an email address', () => {
    expect(messagesOf({ email: 'hanako@', password: 'x' })).toEqual({
      email: 'validation.email?field=email',
    });
  });

  it('trims the email and bounds the password', () => {
    expect(signInSchema.parse({ email: ' a@example.jp ', password: 'p' })).toEqual({
      email: 'a@example.jp',
      password: 'p',
    });
    expect(messagesOf({ email: 'a@example.jp', password: 'x'.repeat(257) })).toEqual({
      password: 'validation.tooLong?field=password&max=256',
    });
  });
});
