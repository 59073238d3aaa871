import { createFileRoute, redirect } from '@tanstack/react-router';
import { stepSearch } from '../../../features/membership/stepSearch';

// Spec 2 §2.2: a link opens one application, so the list of the no-account family is verify_identity.
export const Route = createFileRoute('/no_account/online_apply/list')({
  validateSearch: stepSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/no_account/online_apply/verify_identity', search });
  },
});
