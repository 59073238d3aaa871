import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { queries } from '../app/api';
import { decideAccess } from '../app/guard';
import { hasChat } from '../app/menu';
import { guardDeps } from '../app/session';
import { PortalShell } from '../features/shell/PortalShell';
import { PublicFrame } from '../features/shell/PublicFrame';
import { UserLoadError } from '../features/shell/RouteStates';
import { SessionEndedDialog } from '../features/shell/SessionEndedDialog';

/**
 * Every page that needs a session (spec 1 §4 "Access") lives under this pathless layout: one session check
 * per navigation, the user with kids in the context for the pages' own `beforeLoad`, the consent redirect,
 * and the signed-in shell.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context: { queryClient }, location, matches, preload }) => {
    // Hovering a link only warms the cache; the check runs when the guardian actually goes there.
    if (!preload) {
      const consentPage = matches.some((match) => match.staticData?.consentPage);
      const decision = await decideAccess(location.href, guardDeps(queryClient), { consentPage });
      if (decision) throw redirect(decision);
    }
    return { user: await queryClient.ensureQueryData(queries.getUser()) };
  },
  // The shell's own calls (the bell, the chat's unread count) start with the page's, not after it has drawn: a
  // page drawn on the server then holds them, and the browser asks for nothing when it takes over (issue 18: a
  // call answered after hydration re-rendered the whole shell in one blocking task).
  loader: ({ context: { queryClient, user } }) => {
    void queryClient.prefetchQuery(queries.getNotifications());
    if (hasChat(user.role)) void queryClient.prefetchQuery(queries.getChatRooms());
  },
  // A session that ended while a page is open keeps this layout's check waiting on the sign-in dialog (issue 30 item
  // 4): the open page stays on screen meanwhile, never swapped for a loading placeholder that would drop what was
  // typed. The pages below show their own placeholders once the check has passed.
  pendingMs: Number.POSITIVE_INFINITY,
  component: AuthedLayout,
  // Issue 19 item 2: a failing /api/user is said plainly, with a retry, instead of an empty shell.
  errorComponent: UserLoadFailed,
});

function AuthedLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData?.bare) });
  return (
    <>
      {bare ? (
        <Outlet />
      ) : (
        <PortalShell>
          <Outlet />
        </PortalShell>
      )}
      <SessionEndedDialog />
    </>
  );
}

function UserLoadFailed({ error }: { error: unknown }) {
  return (
    <PublicFrame>
      <UserLoadError error={error} />
    </PublicFrame>
  );
}
