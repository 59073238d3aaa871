import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { ConsentPage } from '../../../features/terms/ConsentPage';
import { consentPagesOpen } from '../../../features/terms/consentGate';

export const Route = createFileRoute('/_authed/account/multiple-consent')({
  staticData: { title: keyFromSelector(($) => $.consent.titles.consent), consentPage: true },
  beforeLoad: async ({ context }) => {
    const config = () => context.queryClient.ensureQueryData(queries.getAccountConfig());
    if (!(await consentPagesOpen(async () => (await config()).data.termsAgreementEnableDate, new Date()))) {
      throw redirect({ to: '/' });
    }
  },
  // A failure is shown by the page itself, with a retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getMultipleConsentData()).catch(() => undefined),
  component: ConsentPage,
});
