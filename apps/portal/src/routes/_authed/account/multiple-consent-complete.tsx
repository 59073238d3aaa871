import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { ConsentCompletePage } from '../../../features/terms/ConsentPage';
import { consentPagesOpen } from '../../../features/terms/consentGate';

export const Route = createFileRoute('/_authed/account/multiple-consent-complete')({
  staticData: { title: keyFromSelector(($) => $.consent.titles.complete), consentPage: true },
  beforeLoad: async ({ context }) => {
    const config = () => context.queryClient.ensureQueryData(queries.getAccountConfig());
    if (!(await consentPagesOpen(async () => (await config()).data.termsAgreementEnableDate, new Date()))) {
      throw redirect({ to: '/' });
    }
  },
  component: ConsentCompletePage,
});
