import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formDrafts } from './drafts';

type SignInValues = { email: string; password: string };

/**
 * A sign-in form keeps no draft (a password is never written to storage), but the address typed is kept on its own,
 * in the tab's session storage, so a reload or Back and Forward does not take it (issue 30's fault matrix). The
 * address as last typed, to start the form with.
 */
export function useKeptAddress(key: string): string {
  const [kept] = useState(() => formDrafts.load<{ email: string }>(key)?.values.email ?? '');
  return kept;
}

/** Keeps the address as it is typed (see `useKeptAddress`). */
export function useKeepAddress(form: UseFormReturn<SignInValues, unknown, unknown>, key: string) {
  useEffect(() => {
    const subscription = form.watch(({ email }, { name }) => {
      if (name === 'email') formDrafts.save(key, { values: { email: email ?? '' }, base: { email: '' } });
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}

/** Signed in: the address is no longer kept. */
export const forgetAddress = (key: string) => formDrafts.clear(key);
