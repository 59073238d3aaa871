import { assessmentItemActions, ON_LEAVE_MESSAGE, takeTestList } from '@portal/domain';
import { Alert, Badge, Card, CardTitle, EmptyState, Link, Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import * as styles from './HomePage.css';

const t = messages.home;

const stateTones = { notTaken: 'caution', taken: 'positive', canRetake: 'info', onLeave: 'neutral' } as const;

/**
 * Spec 1 §2 / §4: the take-test list (taken this month or not yet taken). Items already taken or of a
 * child on leave are greyed and not clickable; on leave they say so.
 */
export function AssessmentBox() {
  const headingId = useId();
  const now = useNow();
  const list = useQuery(queries.assessmentTakeList());
  const items = list.data ? takeTestList(list.data, now) : [];
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t.assessment}
      </CardTitle>
      {list.isPending ? (
        <Skeleton lines={2} />
      ) : list.isError ? (
        <Alert tone="critical">{t.assessmentFailed}</Alert>
      ) : items.length === 0 ? (
        <EmptyState title={t.assessmentEmpty} />
      ) : (
        <>
          <p>{t.assessmentLead}</p>
          <ul className={styles.list}>
            {items.map((item) => {
              const action = assessmentItemActions(item);
              const kid = t.assessmentKid(`${item.lastName} ${item.firstName}`, item.classroomName);
              const name = item.testName ?? item.assessmentTestCode;
              return (
                <li
                  key={`${item.kidId}-${item.assessmentTestCode}`}
                  className={styles.testItem}
                  data-greyed={action.greyedOut || undefined}
                >
                  <Badge tone={stateTones[action.state]}>{action.label}</Badge>
                  <span className={styles.testText}>
                    {action.greyedOut ? (
                      <span className={styles.testName}>{name}</span>
                    ) : (
                      <Link href={paths.assessmentTake} variant="standalone">
                        {name}
                      </Link>
                    )}
                    <span className={styles.subtle}>{kid}</span>
                    {action.state === 'onLeave' ? <span className={styles.subtle}>{ON_LEAVE_MESSAGE}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p>
        <Link href={paths.assessmentTake} variant="standalone">
          {t.toAssessment}
        </Link>
      </p>
    </Card>
  );
}
