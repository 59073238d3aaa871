import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { MembershipInputConfPage } from '../../../features/membership/MembershipInputPage';
import { stepSearchSchema } from '../../../features/membership/membershipValues';
import { guardNoAccountDirectEntry } from '../../../features/membership/steps';

// Spec 2 §2.2: the signed-in step's screen without an account (a direct entry goes to verify_identity).
export const Route = createFileRoute('/no_account/online_apply/input_conf')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.inputConf) },
  validateSearch: (search: Record<string, unknown>) => stepSearchSchema.parse(search),
  beforeLoad: guardNoAccountDirectEntry,
  component: function Step() {
    return <MembershipInputConfPage search={Route.useSearch()} />;
  },
});
