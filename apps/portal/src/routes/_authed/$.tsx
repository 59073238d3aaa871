import { createFileRoute, useLocation } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { isComingSoon } from '../../app/paths';
import { ComingSoon } from '../../features/shell/ComingSoon';
import { NotFound } from '../../features/shell/NotFound';

// Any other path: signed in, inside the shell, a page still to build says so and anything else is "not found";
// signed out, the layout asks to sign in first.
export const Route = createFileRoute('/_authed/$')({
  staticData: {
    title: keyFromSelector(($) => $.common.notFoundTitle),
    titleOfPath: (pathname) => (isComingSoon(pathname) ? keyFromSelector(($) => $.common.comingSoonTitle) : undefined),
  },
  component: ComingSoonOrNotFound,
});

function ComingSoonOrNotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return isComingSoon(pathname) ? <ComingSoon /> : <NotFound />;
}
