import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { TosPage } from '../../../features/membership/MembershipPages';
import { stepSearch } from '../../../features/membership/stepSearch';
import { guardDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.1: reached from the previous step (a direct entry goes to the list, a reload stays).
export const Route = createFileRoute('/_authed/online_apply/tos')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.tos) },
  validateSearch: stepSearch,
  beforeLoad: guardDirectEntry,
  component: function Step() {
    return <TosPage search={Route.useSearch()} />;
  },
});
