import type { Schemas } from '@portal/api-client';
import { applicationStatusBadge, applyPathPrefix, pendingApplications, stepForStatus } from '@portal/domain';
import { Badge, Card, CardTitle, Link } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { mutationsFor } from '../../app/api';
import { messages } from '../../app/messages';
import * as styles from './HomePage.css';

const t = messages.home;

type Groups = Record<string, Schemas['ApplicationRow'][]>;

const stepHref = (statusId: number) => `${applyPathPrefix('account')}/${stepForStatus(statusId) ?? 'list'}`;

/**
 * Spec 1 §2 "Home page": pending applications (statusId 2 or 5, flattened across groups). A click starts
 * the application session and goes to the step of its status (spec 2 §2.1), as a card of the list does.
 */
export function MembershipReminder({ groups }: { groups: Groups }) {
  const headingId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const storeSession = useMutation(mutationsFor(queryClient).storeMembershipSession());
  const pending = pendingApplications(groups);
  if (pending.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.reminder}>
      <CardTitle level={2} id={headingId}>
        {t.membership}
      </CardTitle>
      <p>{t.membershipBody}</p>
      <ul className={styles.list}>
        {pending.map((row) => {
          const badge = applicationStatusBadge(row.statusId);
          const href = stepHref(row.statusId);
          return (
            <li key={`${row.subscriptionCode}-${row.courseName}`} className={styles.reminderItem}>
              <Badge tone={badge.tone === 'warning' ? 'caution' : badge.tone === 'success' ? 'positive' : badge.tone}>
                {badge.label}
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
                {t.membershipItem(`${row.lastName} ${row.firstName}`, `${row.lectureName} ${row.courseName}`)}
              </Link>
              <span className={styles.subtle}>{t.membershipReceipt(row.subscriptionCode)}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
