import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2 §2.1: the family's entry point is the list.
export const Route = createFileRoute('/_authed/online_apply/')({
  beforeLoad: () => {
    throw redirect({ to: '/online_apply/list' });
  },
});
