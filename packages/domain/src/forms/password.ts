import { z } from 'zod';
import { messageCode } from '../validation/codes';
import { codes, emailAddress } from '../validation/rules';
import { SIGN_IN_PASSWORD_MAX } from './signIn';

/** Issue 32: the shortest password an account may set (NIST SP 800-63B asks for at least 8; a family shares it less). */
export const PASSWORD_MIN = 10;

/** Issue 32: how long a mailed password-reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/** Issue 32: how long the link that sets a new account's first password works (staff made by the admin command). */
export const PASSWORD_SET_TTL_MS = 72 * 60 * 60_000;

/** The rules a new password meets, each a code the form shows before anyone types (issue 32: strength rules shown). */
export const passwordRules = {
  length: messageCode('validation.passwordLength', { min: PASSWORD_MIN }),
  mix: messageCode('validation.passwordMix'),
} as const;

/** Issue 32: whether a new password meets each rule (the form ticks them as the guardian types). */
export function passwordChecks(password: string): Record<keyof typeof passwordRules, boolean> {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= SIGN_IN_PASSWORD_MAX,
    // Letters and digits both: a word or a date alone is the first thing guessed.
    mix: /\p{L}/u.test(password) && /\p{N}/u.test(password),
  };
}

const newPassword = z
  .string({ error: codes.required('newPassword') })
  .min(1, codes.required('newPassword'))
  .max(SIGN_IN_PASSWORD_MAX, codes.tooLong('newPassword', SIGN_IN_PASSWORD_MAX))
  .refine((v) => passwordChecks(v).length, passwordRules.length)
  .refine((v) => passwordChecks(v).mix, passwordRules.mix);

const passwordConfirmation = z
  .string({ error: codes.required('passwordConfirmation') })
  .min(1, codes.required('passwordConfirmation'));

/** The second typing must match the first; the message sits on the confirmation field. */
const confirmed = {
  check: (v: { password: string; passwordConfirmation: string }) => v.password === v.passwordConfirmation,
  params: { message: messageCode('validation.passwordMismatch'), path: ['passwordConfirmation'] },
};

/** Issue 32 「パスワードをお忘れの方」: the address a reset link is mailed to. */
export const forgotPasswordSchema = z.object({ email: emailAddress() });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** Issue 32: a new password through a mailed link (reset, or an account's first), typed twice. */
export const newPasswordSchema = z
  .object({
    // The link's token; a wrong one is refused by the server as a link that does not open (not a field to fix).
    token: z.string().min(1).max(200),
    password: newPassword,
    passwordConfirmation,
  })
  .refine(confirmed.check, confirmed.params);
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** The new-password form's fields without the link's token (the page holds the token). */
export const newPasswordFormSchema = z
  .object({ password: newPassword, passwordConfirmation })
  .refine(confirmed.check, confirmed.params);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Issue 32: changing the password in the profile, with the current one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: codes.required('currentPassword') })
      .min(1, codes.required('currentPassword'))
      .max(SIGN_IN_PASSWORD_MAX, codes.tooLong('currentPassword', SIGN_IN_PASSWORD_MAX)),
    password: newPassword,
    passwordConfirmation,
  })
  .refine(confirmed.check, confirmed.params);
export type ChangePassword = z.infer<typeof changePasswordSchema>;
