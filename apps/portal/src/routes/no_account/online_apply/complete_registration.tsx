import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { CompleteRegistrationPage } from '../../../features/membership/MembershipPages';
import { stepSearch } from '../../../features/membership/stepSearch';
import { guardNoAccountDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.2: the signed-in step's screen without an account (a direct entry goes to verify_identity).
export const Route = createFileRoute('/no_account/online_apply/complete_registration')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.completeRegistration) },
  validateSearch: stepSearch,
  beforeLoad: guardNoAccountDirectEntry,
  component: function Step() {
    return <CompleteRegistrationPage search={Route.useSearch()} />;
  },
});
