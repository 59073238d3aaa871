import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { verifySearch } from '../../../features/membership/stepSearch';
import { VerifyIdentityPage } from '../../../features/membership/VerifyIdentityPage';

// Spec 2 §2.2: the mailed link opens this page with its token; the token then leaves the address.
export const Route = createFileRoute('/no_account/online_apply/verify_identity')({
  staticData: { title: keyFromSelector(($) => $.membershipGuest.title) },
  validateSearch: verifySearch,
  component: function Step() {
    return <VerifyIdentityPage search={Route.useSearch()} />;
  },
});
