import { TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { AppForm } from './appForm';

type SignInValues = { email: string; password: string };

/**
 * Field group (ADR 038): the sign-in's email and password, the same on the guardians' and the staff's sign-in and
 * in the dialog that signs an ended session in again. The browser's password manager fills them (autocomplete).
 */
export function SignInFields<V extends SignInValues>({ f }: { f: AppForm<V> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...f.input('email')}
        label={t(($) => $.login.email)}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={f.errorOf('email')}
      />
      <TextField
        {...f.input('password')}
        label={t(($) => $.login.password)}
        type="password"
        autoComplete="current-password"
        error={f.errorOf('password')}
      />
    </>
  );
}
