import { z } from 'zod';
import { codes, emailAddress } from '../validation/rules';

/** Spec 1 §4: the longest password the sign-in accepts (argon2 input is bounded). */
export const SIGN_IN_PASSWORD_MAX = 256;

/** Spec 1 §4 "Login": the sign-in form, checked by the portal before sending and by the server on receipt. */
export const signInSchema = z.object({
  email: emailAddress(),
  password: z
    .string({ error: codes.required('password') })
    .min(1, codes.required('password'))
    .max(SIGN_IN_PASSWORD_MAX, codes.tooLong('password', SIGN_IN_PASSWORD_MAX)),
});

/** Spec 1 §4: what the sign-in form sends. */
export type SignIn = z.infer<typeof signInSchema>;
