import type { Schemas } from '@portal/api-client';
import { homeTrials } from '@portal/domain';
import { Alert, Card, CardTitle, Link, Stack, TrialCard } from '@portal/ui';
import { linkOptions } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../app/clock';
import { useHref } from '../../app/useHref';
import { useDateLocale } from '../../i18n/dates';
import { TrialInvitation } from '../trials/TrialListPage';
import { trialCardProps } from '../trials/trialCard';

export type TrialBoxProps = {
  trials: readonly Schemas['TrialBooking'][] | undefined;
  failed: boolean;
  /** Spec 1 §2: the invitation replaces the box for a family with no trials, no memberships and role other than 6. */
  invite: boolean;
};

/** Spec 1 §2 "Home page": upcoming trials that are not cancelled, or the invitation to book one. */
export function TrialBox({ trials, failed, invite }: TrialBoxProps) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const href = useHref();
  const headingId = useId();
  const now = useNow();
  if (failed) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <CardTitle level={2} id={headingId}>
          {t(($) => $.home.trials)}
        </CardTitle>
        <Alert tone="critical">{t(($) => $.home.trialsFailed)}</Alert>
      </Card>
    );
  }
  if (invite) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <CardTitle level={2} id={headingId}>
          {t(($) => $.home.invitationTitle)}
        </CardTitle>
        <TrialInvitation title={t(($) => $.home.invitationBody)} />
      </Card>
    );
  }
  const upcoming = homeTrials(trials ?? [], now);
  if (upcoming.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t(($) => $.home.trials)}
      </CardTitle>
      <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0}>
        {upcoming.map((trial) => (
          <li key={trial.trialCode}>
            <TrialCard {...trialCardProps(trial, t, locale)} />
          </li>
        ))}
      </Stack>
      <p>
        <Link href={href(linkOptions({ to: '/trialclassConfirm' }))} variant="standalone">
          {t(($) => $.home.toTrialList)}
        </Link>
      </p>
    </Card>
  );
}
