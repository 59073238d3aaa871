import { readDocumentCookie } from '@portal/api-client';
import { Button } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { safeRedirect } from '../../app/access';
import { api, mutationsFor, queries } from '../../app/api';
import { messages } from '../../app/messages';
import * as styles from './LoginPage.css';
import { type LoginErrors, loginErrorsFrom, validateLogin } from './loginErrors';

const t = messages.login;
/** Sign-in (spec 1 §4): email and password, then back to the page first asked for. */
export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useMutation(mutationsFor(queryClient).login());

  const showErrors = (next: LoginErrors) => {
    setErrors(next);
    // Focus the summary so a screen reader hears why; with only field errors, the first field.
    requestAnimationFrame(() => {
      if (next.summary) summaryRef.current?.focus();
      else if (next.email) emailRef.current?.focus();
      else if (next.password) passwordRef.current?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    if (invalid.email || invalid.password) {
      showErrors({ ...invalid, summary: t.errorSummary });
      return;
    }
    setErrors({});
    try {
      // The first visit may not have the XSRF cookie yet; any GET hands it out.
      if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
      const result = await login.mutateAsync({ email: email.trim(), password });
      queryClient.setQueryData(queries.user().queryKey, result.data);
      router.history.push(safeRedirect(redirectTo));
    } catch (error) {
      showErrors(loginErrorsFrom(error));
    }
  };

  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <div className={styles.card}>
      <p className={styles.lead}>{t.lead}</p>
      {errors.summary ? (
        <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1}>
          <p className={styles.summaryTitle}>{errors.summary}</p>
          {errors.email || errors.password ? (
            <ul>
              {errors.email ? <li>{errors.email}</li> : null}
              {errors.password ? <li>{errors.password}</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={t.heading}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t.email}
          </label>
          {errors.email ? (
            <p id={emailErrorId} className={styles.error}>
              {errors.email}
            </p>
          ) : null}
          <input
            ref={emailRef}
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailErrorId : undefined}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            {t.password}
          </label>
          {errors.password ? (
            <p id={passwordErrorId} className={styles.error}>
              {errors.password}
            </p>
          ) : null}
          <input
            ref={passwordRef}
            id={`${id}-password`}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? passwordErrorId : undefined}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" sending={login.isPending} sendingLabel={t.submitting}>
            {t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
