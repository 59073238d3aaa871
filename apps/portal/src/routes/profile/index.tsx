import { createFileRoute, redirect } from '@tanstack/react-router';

// /profile on its own opens the profile list.
export const Route = createFileRoute('/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/list' });
  },
});
