import { Alert, EmptyState, Link, Skeleton, TrialCard } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import * as styles from './TrialListPage.css';
import { trialCardProps } from './trialCard';

const t = messages.trials;

/** The invitation shown when a family has no trial bookings: find a classroom nearby. */
export function TrialInvitation({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      title={title}
      {...(description === undefined ? {} : { description })}
      action={
        <Link href={paths.trial} variant="standalone">
          {t.findClassroom}
        </Link>
      }
    />
  );
}

/** /trialclassConfirm (spec 1 §2 "Trial applications"): every trial and consultation booking of the family. */
export function TrialListPage() {
  const headingId = useId();
  const trials = useQuery(queries.appliedTrials());
  if (trials.isPending) return <Skeleton shape="rect" height={160} />;
  if (trials.isError) return <Alert tone="critical">{t.failed}</Alert>;
  if (trials.data.length === 0) return <TrialInvitation title={t.empty} description={t.emptyBody} />;
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h2 id={headingId} className={styles.heading}>
        {t.heading}
      </h2>
      <p>{t.lead}</p>
      <ul className={styles.list}>
        {trials.data.map((trial) => (
          <li key={trial.trialCode}>
            <TrialCard {...trialCardProps(trial)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
