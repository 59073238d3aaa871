import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { CompletePage } from '../../../features/membership/MembershipPages';
import { stepSearch } from '../../../features/membership/stepSearch';
import { guardDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.1: reached from the previous step (a direct entry goes to the list, a reload stays).
export const Route = createFileRoute('/_authed/online_apply/complete')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.complete) },
  validateSearch: stepSearch,
  beforeLoad: guardDirectEntry,
  component: function Step() {
    return <CompletePage search={Route.useSearch()} />;
  },
});
