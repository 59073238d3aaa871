import { isTermsAgreed, type TermsReading } from '@portal/domain';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ConsentScroller } from '../ConsentScroller';
import { Loader } from '../Loader';
import * as styles from './TermsAgreement.css';

export const termsAgreementStatuses = ['loading', 'failed', 'ready'] as const;
export type TermsAgreementStatus = (typeof termsAgreementStatuses)[number];

export type TermsAgreementProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** Where the terms text is: still loading, failed to load, or here. */
  status: TermsAgreementStatus;
  /** Heading of the terms (「利用規約」), also the name of the scroll box. */
  title: string;
  /** The revision line under the heading, worded by the caller (「改定日：2025/09/19」). */
  revision?: ReactNode;
  /** The terms themselves, once `status` is `ready` (already sanitised when they come from HTML). */
  children?: ReactNode;
  /** The checkbox (「利用規約に同意する」). */
  checkboxLabel: ReactNode;
  /** The button that goes on once agreed (「同意して進む」). */
  proceedLabel: string;
  /** Beside the button while it cannot be pressed: what is still to do. */
  pendingNote: ReactNode;
  loadingLabel: string;
  failureMessage?: ReactNode;
  retryLabel: string;
  onRetry?: () => void;
  /** Agreed earlier in this session: the box starts checked and the button ready. */
  defaultAgreed?: boolean;
  /** Pressed once agreed; the reading lets the caller keep the agreement by the domain's rule. */
  onProceed: (reading: TermsReading) => void;
  /** Height of the scroll box (any CSS length). */
  maxHeight?: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * The terms agreement of spec 1 §4 ("Terms agreement component"): the terms in a scroll box whose checkbox
 * unlocks at the end of the text (at once when it fits); the guardian has agreed only when the end was reached
 * and the box is checked, and only then can they go on.
 */
export function TermsAgreement({
  status,
  title,
  revision,
  children,
  checkboxLabel,
  proceedLabel,
  pendingNote,
  loadingLabel,
  failureMessage,
  retryLabel,
  onRetry,
  defaultAgreed = false,
  onProceed,
  maxHeight,
  headingLevel,
  className,
  ...rest
}: TermsAgreementProps) {
  const [reachedEnd, setReachedEnd] = useState(defaultAgreed);
  const [checked, setChecked] = useState(defaultAgreed);
  const noteId = useId();
  const agreed = isTermsAgreed({ reachedEnd, checked });
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (status === 'loading') {
    return (
      <div {...rest} className={rootClass} data-status={status}>
        <Loader label={loadingLabel} showLabel />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div {...rest} className={rootClass} data-status={status}>
        <Alert tone="critical" role="alert">
          <div className={styles.failure}>
            <p className={styles.failureText}>{failureMessage}</p>
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  return (
    <div {...rest} className={rootClass} data-status={status} data-agreed={agreed}>
      <ConsentScroller
        title={title}
        revision={revision}
        checkboxLabel={checkboxLabel}
        checked={checked}
        onCheckedChange={setChecked}
        onEndReached={() => setReachedEnd(true)}
        {...(maxHeight === undefined ? {} : { maxHeight })}
        {...(headingLevel === undefined ? {} : { headingLevel })}
      >
        {children}
      </ConsentScroller>
      <div className={styles.actions}>
        {!agreed && (
          <p id={noteId} className={styles.note}>
            {pendingNote}
          </p>
        )}
        <Button
          disabled={!agreed}
          aria-describedby={agreed ? undefined : noteId}
          onClick={() => {
            if (agreed) onProceed({ reachedEnd, checked });
          }}
        >
          {proceedLabel}
        </Button>
      </div>
    </div>
  );
}
