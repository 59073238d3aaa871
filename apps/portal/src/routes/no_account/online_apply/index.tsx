import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2 §2.2: an empty path redirects to verify_identity.
export const Route = createFileRoute('/no_account/online_apply/')({
  beforeLoad: () => {
    throw redirect({ to: '/no_account/online_apply/verify_identity', search: { kidId: 0, subscriptionCode: '' } });
  },
});
