import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { CompleteRegistrationPage } from '../../../features/membership/MembershipPages';
import { stepSearchSchema } from '../../../features/membership/membershipValues';
import { guardNoAccountDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.2: the signed-in step's screen without an account (a direct entry goes to verify_identity).
export const Route = createFileRoute('/no_account/online_apply/complete_registration')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.completeRegistration) },
  validateSearch: (search: Record<string, unknown>) => stepSearchSchema.parse(search),
  beforeLoad: guardNoAccountDirectEntry,
  component: function Step() {
    return <CompleteRegistrationPage search={Route.useSearch()} />;
  },
});
