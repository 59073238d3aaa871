import type { ApplicantKind } from '@portal/domain';
import { useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** Spec 2 §2.1: the steps of a signed-in application. */
export const stepPath = {
  list: '/online_apply/list',
  content_conf: '/online_apply/content_conf',
  cost_conf: '/online_apply/cost_conf',
  tos: '/online_apply/tos',
  intro: '/online_apply/intro',
  notes: '/online_apply/application_notes',
  input: '/online_apply/input',
  input_conf: '/online_apply/input_conf',
  input_complete: '/online_apply/input_complete',
  final_conf: '/online_apply/final_conf',
  complete: '/online_apply/complete',
  complete_registration: '/online_apply/complete_registration',
  print: '/apply/print',
} as const;

/**
 * Spec 2 §2.2: the same steps without an account. What the signed-in flow calls the list is
 * verify_identity here (Back from a confirmation screen goes there), and the printable form opens
 * under the same public prefix (spec 2 §6).
 */
export const noAccountStepPath = {
  list: '/no_account/online_apply/verify_identity',
  content_conf: '/no_account/online_apply/content_conf',
  cost_conf: '/no_account/online_apply/cost_conf',
  tos: '/no_account/online_apply/tos',
  intro: '/no_account/online_apply/intro',
  notes: '/no_account/online_apply/application_notes',
  input: '/no_account/online_apply/input',
  input_conf: '/no_account/online_apply/input_conf',
  input_complete: '/no_account/online_apply/input_complete',
  final_conf: '/no_account/online_apply/final_conf',
  complete: '/no_account/online_apply/complete',
  complete_registration: '/no_account/online_apply/complete_registration',
  print: '/no_account/online_apply/print',
} as const;

const ApplicantContext = createContext<ApplicantKind>('account');

/** The route family the steps below belong to (the no-account layout sets it). */
export function ApplicantProvider({ kind, children }: { kind: ApplicantKind; children: ReactNode }) {
  return <ApplicantContext.Provider value={kind}>{children}</ApplicantContext.Provider>;
}

export function useApplicantKind(): ApplicantKind {
  return useContext(ApplicantContext);
}

/** The step paths of the current route family: the page components are shared by both. */
export function useStepPaths(): typeof stepPath | typeof noAccountStepPath {
  return useApplicantKind() === 'noAccount' ? noAccountStepPath : stepPath;
}

/**
 * Issue 30 item 14: every step's code is fetched while the first step is open, so a later step change needs
 * nothing from the server but the step's data. Otherwise, with the server down, the router's failed chunk made
 * it reload the whole page (the browser's "site can't be reached"), and the reload landed on the list; now the
 * step shows its in-page failure with 再読み込み. A failed preload is left for the step change to try again.
 */
export function usePreloadSteps(): void {
  const router = useRouter();
  const paths = useStepPaths();
  useEffect(() => {
    for (const path of Object.values(paths)) {
      const byPath = router.routesByPath as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0]>;
      const route = byPath[path];
      if (route) router.loadRouteChunk(route)?.catch(() => undefined);
    }
  }, [router, paths]);
}
