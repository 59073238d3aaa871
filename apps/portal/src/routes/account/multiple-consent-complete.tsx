import { createFileRoute, redirect } from '@tanstack/react-router';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { ConsentCompletePage } from '../../features/terms/ConsentPage';
import { consentPagesOpen } from '../../features/terms/consentGate';

export const Route = createFileRoute('/account/multiple-consent-complete')({
  staticData: { title: messages.consent.titles.complete },
  beforeLoad: async ({ context }) => {
    const config = () => context.queryClient.ensureQueryData(queries.accountConfig());
    if (!(await consentPagesOpen(async () => (await config()).data.termsAgreementEnableDate, new Date()))) {
      throw redirect({ to: '/' });
    }
  },
  component: ConsentCompletePage,
});
