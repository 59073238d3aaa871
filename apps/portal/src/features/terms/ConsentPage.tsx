import { isApiError, type Schemas } from '@portal/api-client';
import {
  CONSENT_TERMS_KINDS,
  type ConsentKind,
  canSubmitConsent,
  consentLoadError,
  consentPayload,
  consentRejectedMessage,
  consentSubmitError,
  labelOf,
  outstandingTerms,
} from '@portal/domain';
import { Alert, Button, ConsentScroller, Link, Loader, RichContent } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { mutationsFor, queries } from '../../app/api';
import { messages } from '../../app/messages';
import { serverMessage } from './serverMessage';
import * as styles from './TermsPage.css';

const t = messages.consent;

export const CONSENT_COMPLETE_PATH = '/account/multiple-consent-complete';

/**
 * Spec 1 §2 / §4 "Terms consent": each outstanding terms text in a scroll box whose checkbox unlocks at
 * the end; submit only once every one is checked, then the complete page.
 */
export function ConsentPage() {
  const data = useQuery(queries.multipleConsentData());
  if (data.isPending) return <Loader label={messages.common.loading} />;
  if (data.isError || !data.data.success) {
    const message = data.isError ? serverMessage(data.error, t.loadFailed) : consentLoadError(data.data.message);
    return (
      <Alert tone="critical" role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={() => void data.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  const { termsData, agreedTerms } = data.data.data;
  const shown = outstandingTerms(agreedTerms).filter((kind) => termsData[kind]);
  if (shown.length === 0) {
    return (
      <div className={styles.stack}>
        <p>{t.nothingOutstanding}</p>
        <Link href="/" variant="standalone">
          {t.toHome}
        </Link>
      </div>
    );
  }
  return <ConsentForm shown={shown} termsData={termsData} />;
}

type TermsData = Schemas['MultipleConsentData']['termsData'];

function ConsentForm({ shown, termsData }: { shown: ConsentKind[]; termsData: TermsData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useMutation(mutationsFor(queryClient).postMultipleConsent());
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
    <div className={styles.stack}>
      <p>{t.lead}</p>
      {shown.map((kind) => {
        const term = termsData[kind];
        if (!term) return null;
        return (
          <ConsentScroller
            key={kind}
            title={labelOf(CONSENT_TERMS_KINDS, kind) ?? kind}
            headingLevel={2}
            revisionDate={term.revision_date}
            checkboxLabel={t.agree}
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
          {failure.split('\n').map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
      <div className={styles.submit}>
        {!ready && (
          <p id={noteId} className={styles.note}>
            {t.scrollNote}
          </p>
        )}
        <Button
          onClick={send}
          disabled={!ready}
          aria-describedby={ready ? undefined : noteId}
          sending={submit.isPending}
          sendingLabel={t.sending}
        >
          {t.submit}
        </Button>
      </div>
    </div>
  );
}

/** Spec 1 §2: after agreeing, 'all terms agreed' and the way home. */
export function ConsentCompletePage() {
  return (
    <div className={styles.stack}>
      <Alert tone="positive" title={t.complete}>
        {t.completeLead}
      </Alert>
      <Link href="/" variant="standalone">
        {t.toHome}
      </Link>
    </div>
  );
}
