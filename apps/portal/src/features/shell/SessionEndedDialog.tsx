import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { sessionEnded } from '../../app/sessionEnded';

const SessionEndedForm = lazy(() => import('./SessionEndedForm'));

/**
 * The session ended while this page was open (issue 30 item 4): the password is asked for here, over the page, so
 * what was typed stays on screen and the refused send goes once signed in. The same account goes on where it was;
 * another account loses the previous family's drafts and goes home; leaving opens the sign-in page with one
 * redirect back to this page. Mounted by the `_authed` layout, so it exists wherever a session is needed; the
 * dialog's form loads when it is asked for (issue 35).
 */
export function SessionEndedDialog() {
  const router = useRouter();
  useEffect(() => sessionEnded.host(() => (router.state.resolvedLocation ?? router.state.location).href), [router]);
  const page = useSyncExternalStore(
    sessionEnded.subscribe,
    () => sessionEnded.askingFor(),
    () => null,
  );
  if (page === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedForm page={page} />
    </Suspense>
  );
}
