import { createFileRoute, redirect } from '@tanstack/react-router';
import { stepSearchSchema } from '../../../features/membership/membershipValues';

// Spec 2 §2.2: a link opens one application, so the list of the no-account family is verify_identity.
export const Route = createFileRoute('/no_account/online_apply/list')({
  validateSearch: (search: Record<string, unknown>) => stepSearchSchema.parse(search),
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/no_account/online_apply/verify_identity', search });
  },
});
