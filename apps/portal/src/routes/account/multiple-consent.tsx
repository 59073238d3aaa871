import { createFileRoute, redirect } from '@tanstack/react-router';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { ConsentPage } from '../../features/terms/ConsentPage';
import { consentPagesOpen } from '../../features/terms/consentGate';

export const Route = createFileRoute('/account/multiple-consent')({
  staticData: { title: messages.consent.titles.consent },
  beforeLoad: async ({ context }) => {
    const config = () => context.queryClient.ensureQueryData(queries.accountConfig());
    if (!(await consentPagesOpen(async () => (await config()).data.termsAgreementEnableDate, new Date()))) {
      throw redirect({ to: '/' });
    }
  },
  component: ConsentPage,
});
