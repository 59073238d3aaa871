import type { Schemas } from '@portal/api-client';
import { homeTrials } from '@portal/domain';
import { Alert, Card, CardTitle, Link, TrialCard } from '@portal/ui';
import { useId } from 'react';
import { useNow } from '../../app/clock';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { TrialInvitation } from '../trials/TrialListPage';
import { trialCardProps } from '../trials/trialCard';
import * as styles from './HomePage.css';

const t = messages.home;

export type TrialBoxProps = {
  trials: readonly Schemas['TrialBooking'][] | undefined;
  failed: boolean;
  /** Spec 1 §2: the invitation replaces the box for a family with no trials, no memberships and role other than 6. */
  invite: boolean;
};

/** Spec 1 §2 "Home page": upcoming trials that are not cancelled, or the invitation to book one. */
export function TrialBox({ trials, failed, invite }: TrialBoxProps) {
  const headingId = useId();
  const now = useNow();
  if (failed) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <CardTitle level={2} id={headingId}>
          {t.trials}
        </CardTitle>
        <Alert tone="critical">{t.trialsFailed}</Alert>
      </Card>
    );
  }
  if (invite) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <CardTitle level={2} id={headingId}>
          {t.invitationTitle}
        </CardTitle>
        <TrialInvitation title={t.invitationBody} />
      </Card>
    );
  }
  const upcoming = homeTrials(trials ?? [], now);
  if (upcoming.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t.trials}
      </CardTitle>
      <ul className={styles.list}>
        {upcoming.map((trial) => (
          <li key={trial.trialCode}>
            <TrialCard {...trialCardProps(trial)} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={paths.trialClassConfirm} variant="standalone">
          {t.toTrialList}
        </Link>
      </p>
    </Card>
  );
}
