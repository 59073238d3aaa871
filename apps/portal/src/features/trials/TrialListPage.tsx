import { EmptyState, Link, Stack, Tiles, TrialCard } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { pagePaths } from '../../app/paths';
import { useDateLocale } from '../../i18n/dates';
import * as styles from './TrialListPage.css';
import { trialCardProps } from './trialCard';

/** The invitation shown when a family has no trial bookings: find a classroom nearby. */
export function TrialInvitation({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      {...(description === undefined ? {} : { description })}
      action={
        <Link href={pagePaths.trial} variant="standalone">
          {t(($) => $.trials.findClassroom)}
        </Link>
      }
    />
  );
}

/** /trialclassConfirm (spec 1 §2 "Trial applications"): every trial and consultation booking of the family. */
export function TrialListPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const headingId = useId();
  const trials = useSuspenseQuery(queries.getAppliedTrials());
  if (trials.data.length === 0)
    return <TrialInvitation title={t(($) => $.trials.empty)} description={t(($) => $.trials.emptyBody)} />;
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(($) => $.trials.heading)}
      </h2>
      <p>{t(($) => $.trials.lead)}</p>
      <Tiles as="ul" space="md" tileWidth="wide" listStyle="none" margin={0} padding={0}>
        {trials.data.map((trial) => (
          <li key={trial.trialCode}>
            <TrialCard {...trialCardProps(trial, t, locale)} />
          </li>
        ))}
      </Tiles>
    </Stack>
  );
}
