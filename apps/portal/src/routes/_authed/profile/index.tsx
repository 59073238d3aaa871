import { createFileRoute, redirect } from '@tanstack/react-router';

// /profile on its own opens the profile list.
export const Route = createFileRoute('/_authed/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/list' });
  },
});
