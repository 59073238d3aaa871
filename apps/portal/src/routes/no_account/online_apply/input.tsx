import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { MembershipInputPage } from '../../../features/membership/MembershipInputPage';
import { stepSearch } from '../../../features/membership/stepSearch';
import { guardNoAccountDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.2: the signed-in step's screen without an account (a direct entry goes to verify_identity).
export const Route = createFileRoute('/no_account/online_apply/input')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.input) },
  validateSearch: stepSearch,
  beforeLoad: guardNoAccountDirectEntry,
  component: function Step() {
    return <MembershipInputPage search={Route.useSearch()} />;
  },
});
