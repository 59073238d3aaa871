import type { Schemas } from '@portal/api-client';
import { applicationStatusLabel, applyPathPrefix, pendingApplications, stepForStatus } from '@portal/domain';
import { Badge, type BadgeTone, Card, CardTitle, Inline, Link, Stack } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations } from '../../app/api';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './HomePage.css';

type Groups = Record<string, Schemas['ApplicationRow'][]>;

// Spec 2 §4: the colours of statuses 2, 5 and 9 differ; which tone each takes is the look, so it is decided
// here with the kit's tones, not by the domain (ADR 026).
const statusTones: Partial<Record<number, BadgeTone>> = { 2: 'info', 5: 'caution', 9: 'positive' };

const stepHref = (statusId: number) => `${applyPathPrefix('account')}/${stepForStatus(statusId) ?? 'list'}`;

/**
 * Spec 1 §2 "Home page": pending applications (statusId 2 or 5, flattened across groups). A click starts
 * the application session and goes to the step of its status (spec 2 §2.1), as a card of the list does.
 */
export function MembershipReminder({ groups }: { groups: Groups }) {
  const { t } = useTranslation();
  const headingId = useId();
  const router = useRouter();
  const storeSession = useMutation(mutations.storeMembershipSession());
  const pending = pendingApplications(groups);
  if (pending.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId} tone="caution">
      <CardTitle level={2} id={headingId}>
        {t(($) => $.home.membership)}
      </CardTitle>
      <p>{t(($) => $.home.membershipBody)}</p>
      <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0}>
        {pending.map((row) => {
          // The steps carry the application in their query (spec 2 §2.1), so a reload keeps it.
          const href = `${stepHref(row.statusId)}?kidId=${row.kidId}&subscriptionCode=${encodeURIComponent(row.subscriptionCode)}`;
          return (
            <Inline as="li" space="sm" rowGap="xs" key={`${row.subscriptionCode}-${row.courseName}`}>
              <Badge tone={statusTones[row.statusId] ?? 'neutral'}>
                {wordCode(applicationStatusLabel(row.statusId), t)}
              </Badge>
              <Link
                href={href}
                variant="standalone"
                onClick={(event) => {
                  event.preventDefault();
                  const { kidId, subscriptionCode, statusId } = row;
                  // Spec 2 §8: a failed session save is only logged; the guardian still moves on.
                  storeSession
                    .mutateAsync({ kidId, subscriptionCode, statusId })
                    .catch((error: unknown) => console.warn('[membership] session store failed', error))
                    .finally(() => void router.navigate({ href }));
                }}
              >
                {t(($) => $.home.membershipItem, {
                  name: `${row.lastName} ${row.firstName}`,
                  course: `${row.lectureName} ${row.courseName}`,
                })}
              </Link>
              <span className={styles.subtle}>
                {t(($) => $.home.membershipReceipt, { code: row.subscriptionCode })}
              </span>
            </Inline>
          );
        })}
      </Stack>
    </Card>
  );
}
