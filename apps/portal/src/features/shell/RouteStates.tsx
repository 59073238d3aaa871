import { isApiError } from '@portal/api-client';
import { Alert, BackLink, Button, Skeleton } from '@portal/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useMatch, useRouter } from '@tanstack/react-router';
import { keyFromSelector, type SelectorKey } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusal, refusalMessage } from '../../app/serverMessage';

/** What a route shows while its loader runs (the router's default pending component). */
export function RoutePending() {
  return <Skeleton lines={6} />;
}

/**
 * What a route shows when its data could not be loaded: what happened, what to do, and a retry that runs
 * the loaders again (TanStack Router's pattern with TanStack Query: reset the query error boundary, then
 * invalidate the router). A refusal (4xx) is no passing failure: a reload would get the same answer, so it says
 * what the server said (or that the page is not for this account, 403) and leads home instead (issue 30 items
 * 13, 16). The error is the route's (its loader's), read from its match when the route does not pass it.
 */
export function RouteError({ message, error }: { message?: SelectorKey; error?: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  const matchError = useMatch({ strict: false, select: (match) => match.error, shouldThrow: false });
  const failure = error ?? matchError;
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  if (isRefusal(failure)) {
    const forbidden = isApiError(failure) && failure.status === 403;
    return (
      <Alert tone="critical">
        <p>
          {forbidden
            ? t(($) => $.common.notForThisAccount)
            : (refusalMessage(failure) ?? t(($) => $.common.cannotShow))}
        </p>
        <BackLink href="/">{t(($) => $.common.backToHome)}</BackLink>
      </Alert>
    );
  }
  return (
    <Alert tone="critical">
      {message ? t(message) : t(($) => $.common.loadFailed)}{' '}
      <Button type="button" variant="secondary" onClick={() => void router.invalidate()}>
        {t(($) => $.common.retry)}
      </Button>
    </Alert>
  );
}

/**
 * The signed-in pages' layout could not load the user (issue 19 item 2). A staff session is refused the guardian's
 * profile (403): these pages are not theirs, and the staff pages are where they belong (issue 30 item 16).
 */
export function UserLoadError({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 403)
    return (
      <Alert tone="critical">
        <p>{t(($) => $.common.guardianPagesOnly)}</p>
        <BackLink href="/staff">{t(($) => $.common.toStaffPages)}</BackLink>
      </Alert>
    );
  return <RouteError message={keyFromSelector(($) => $.common.userLoadFailed)} error={error} />;
}
