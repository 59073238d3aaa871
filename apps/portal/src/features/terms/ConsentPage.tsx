import { isApiError, type Schemas } from '@portal/api-client';
import {
  CONSENT_TERMS_KINDS,
  type ConsentKind,
  canSubmitConsent,
  consentLoadError,
  consentPayload,
  consentRejectedMessage,
  consentSubmitError,
  labelCodeOf,
  outstandingTerms,
} from '@portal/domain';
import { Alert, Button, ConsentScroller, Link, Loader, RichContent, Stack } from '@portal/ui';
import { sprinkles } from '@portal/ui/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './TermsPage.css';

// Layout from the design system's atoms, not CSS of the page's own.
const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', minWidth: 0 });

export const CONSENT_COMPLETE_PATH = '/account/multiple-consent-complete';

/**
 * Spec 1 §2 / §4 "Terms consent": each outstanding terms text in a scroll box whose checkbox unlocks at
 * the end; submit only once every one is checked, then the complete page.
 */
export function ConsentPage() {
  const { t } = useTranslation();
  const data = useQuery(queries.getMultipleConsentData());
  if (data.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (data.isError || !data.data.success) {
    const message = data.isError
      ? serverMessage(
          data.error,
          t(($) => $.consent.loadFailed),
        )
      : wordCode(consentLoadError(data.data.message), t);
    return (
      <Alert tone="critical" role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={() => void data.refetch()}>
          {t(($) => $.consent.retry)}
        </Button>
      </Alert>
    );
  }
  const { termsData, agreedTerms } = data.data.data;
  const shown = outstandingTerms(agreedTerms).filter((kind) => termsData[kind]);
  if (shown.length === 0) {
    return (
      <div className={stack}>
        <p>{t(($) => $.consent.nothingOutstanding)}</p>
        <Link href="/" variant="standalone">
          {t(($) => $.consent.toHome)}
        </Link>
      </div>
    );
  }
  return <ConsentForm shown={shown} termsData={termsData} />;
}

type TermsData = Schemas['MultipleConsentData']['termsData'];

function ConsentForm({ shown, termsData }: { shown: ConsentKind[]; termsData: TermsData }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const submit = useMutation(mutations.postMultipleConsent());
  const [checked, setChecked] = useState<Partial<Record<ConsentKind, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = useId();
  const ready = canSubmitConsent(shown, checked);

  function send() {
    if (!ready) return;
    setFailure(null);
    submit.mutate(consentPayload(checked), {
      onSuccess: (result) => {
        if (result.success) void navigate({ to: CONSENT_COMPLETE_PATH });
        else setFailure(consentRejectedMessage(result));
      },
      onError: (error) => {
        setFailure(
          isApiError(error) && typeof error.body === 'object' && error.body !== null
            ? consentSubmitError(error.body as Parameters<typeof consentSubmitError>[0])
            : consentSubmitError({}),
        );
      },
    });
  }

  return (
    <div className={stack}>
      <p>{t(($) => $.consent.lead)}</p>
      {shown.map((kind) => {
        const term = termsData[kind];
        if (!term) return null;
        return (
          <ConsentScroller
            key={kind}
            title={wordCode(labelCodeOf(CONSENT_TERMS_KINDS, kind) ?? kind, t)}
            headingLevel={2}
            revision={t(($) => $.terms.revision, { date: formatDate(term.revision_date) })}
            checkboxLabel={t(($) => $.consent.agree)}
            name={`agree_${kind}`}
            checked={Boolean(checked[kind])}
            onCheckedChange={(value) => setChecked((c) => ({ ...c, [kind]: value }))}
          >
            <RichContent html={term.body} />
          </ConsentScroller>
        );
      })}
      {failure && (
        <Alert tone="critical" role="alert">
          {wordCode(failure, t)
            .split('\n')
            .map((line) => (
              <p key={line}>{line}</p>
            ))}
        </Alert>
      )}
      <Stack space="sm" alignItems="center">
        {!ready && (
          <p id={noteId} className={styles.note}>
            {t(($) => $.consent.scrollNote)}
          </p>
        )}
        <Button
          onClick={send}
          disabled={!ready}
          aria-describedby={ready ? undefined : noteId}
          sending={submit.isPending}
          sendingLabel={t(($) => $.consent.sending)}
        >
          {t(($) => $.consent.submit)}
        </Button>
      </Stack>
    </div>
  );
}

/**
 * Spec 1 §2: after agreeing, 'all terms agreed' and the way home. Said only when it is true: a page opened while
 * some terms are still outstanding says so and leads to them (issue 31 item 32).
 */
export function ConsentCompletePage() {
  const { t } = useTranslation();
  const data = useQuery(queries.getMultipleConsentData());
  if (data.isPending) return <Loader label={t(($) => $.common.loading)} />;
  const answer = data.data?.success ? data.data.data : null;
  const outstanding = answer ? outstandingTerms(answer.agreedTerms).filter((kind) => answer.termsData[kind]) : [];
  if (outstanding.length > 0) {
    return (
      <div className={stack}>
        <Alert tone="caution" title={t(($) => $.consent.stillOutstanding)}>
          {t(($) => $.consent.stillOutstandingLead)}
        </Alert>
        <Link href="/account/multiple-consent" variant="standalone">
          {t(($) => $.consent.toConsent)}
        </Link>
      </div>
    );
  }
  return (
    <div className={stack}>
      <Alert tone="positive" title={t(($) => $.consent.complete)}>
        {t(($) => $.consent.completeLead)}
      </Alert>
      <Link href="/" variant="standalone">
        {t(($) => $.consent.toHome)}
      </Link>
    </div>
  );
}
