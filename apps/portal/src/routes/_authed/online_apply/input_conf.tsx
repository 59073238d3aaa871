import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { MembershipInputConfPage } from '../../../features/membership/MembershipInputPage';
import { stepSearch } from '../../../features/membership/stepSearch';
import { guardDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.1: reached from the previous step (a direct entry goes to the list, a reload stays).
export const Route = createFileRoute('/_authed/online_apply/input_conf')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.inputConf) },
  validateSearch: stepSearch,
  beforeLoad: guardDirectEntry,
  component: function Step() {
    return <MembershipInputConfPage search={Route.useSearch()} />;
  },
});
