import { Alert, Button, Skeleton } from '@portal/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { SelectorKey } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What a route shows while its loader runs (the router's default pending component). */
export function RoutePending() {
  return <Skeleton lines={6} />;
}

/**
 * What a route shows when its data could not be loaded: what happened, what to do, and a retry that runs
 * the loaders again (TanStack Router's pattern with TanStack Query: reset the query error boundary, then
 * invalidate the router).
 */
export function RouteError({ message }: { message?: SelectorKey }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return (
    <Alert tone="critical">
      {message ? t(message) : t(($) => $.common.loadFailed)}{' '}
      <Button type="button" variant="secondary" onClick={() => void router.invalidate()}>
        {t(($) => $.common.retry)}
      </Button>
    </Alert>
  );
}
