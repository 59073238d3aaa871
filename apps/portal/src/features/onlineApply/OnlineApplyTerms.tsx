import { TERMS_AGREEMENT_KINDS, type TermsReading } from '@portal/domain';
import { RichContent, TermsAgreement } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import { ONLINE_APPLY_TERMS_KIND as KIND } from './kind';

/** The terms of use, loaded when the dialog opens; loading and failure show in the dialog. */
export default function OnlineApplyTerms({ onProceed }: { onProceed: (reading: TermsReading) => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const term = useQuery(queries.getTerm({ type: TERMS_AGREEMENT_KINDS[KIND] }));
  const common = {
    title: t(($) => $.onlineApply.termsTitle),
    checkboxLabel: t(($) => $.onlineApply.agree),
    proceedLabel: t(($) => $.onlineApply.proceed),
    pendingNote: t(($) => $.onlineApply.pendingNote),
    loadingLabel: t(($) => $.onlineApply.loading),
    retryLabel: t(($) => $.onlineApply.retry),
    onRetry: () => void term.refetch(),
    onProceed,
  };
  if (term.isPending || (term.isFetching && term.isError)) return <TermsAgreement status="loading" {...common} />;
  const text = term.isSuccess && term.data.success ? term.data.term : null;
  if (!text) {
    // Spec 1 §8: the server's message, else the portal's own.
    const failure = term.isError
      ? serverMessage(
          term.error,
          t(($) => $.onlineApply.loadFailed),
        )
      : term.data.message || t(($) => $.onlineApply.loadFailed);
    if (term.isError) console.warn('[online apply] terms could not be loaded', term.error);
    return <TermsAgreement status="failed" failureMessage={failure} {...common} />;
  }
  return (
    <TermsAgreement
      status="ready"
      revision={t(($) => $.terms.revision, { date: formatDate(text.revision_date) })}
      {...common}
    >
      <RichContent html={text.body} />
    </TermsAgreement>
  );
}
