import { assessmentItemActions, ON_LEAVE_MESSAGE, takeTestList } from '@portal/domain';
import { Alert, Badge, Box, Card, CardTitle, EmptyState, Link, Skeleton, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { pagePaths } from '../../app/paths';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './HomePage.css';

const stateTones = { notTaken: 'caution', taken: 'positive', canRetake: 'info', onLeave: 'neutral' } as const;

/**
 * Spec 1 §2 / §4: the take-test list (taken this month or not yet taken). Items already taken or of a
 * child on leave are greyed and not clickable; on leave they say so.
 */
export function AssessmentBox() {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const list = useQuery(queries.getAssessmentTakeList());
  const items = list.data ? takeTestList(list.data, now) : [];
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t(($) => $.home.assessment)}
      </CardTitle>
      {list.isPending ? (
        <Skeleton lines={2} />
      ) : list.isError ? (
        <Alert tone="critical">{t(($) => $.home.assessmentFailed)}</Alert>
      ) : items.length === 0 ? (
        <EmptyState title={t(($) => $.home.assessmentEmpty)} />
      ) : (
        <>
          <p>{t(($) => $.home.assessmentLead)}</p>
          <Stack as="ul" space="sm" listStyle="none" margin={0} padding={0}>
            {items.map((item) => {
              const action = assessmentItemActions(item);
              const kid = t(($) => $.home.assessmentKid, {
                name: `${item.lastName} ${item.firstName}`,
                classroom: item.classroomName,
              });
              const name = item.testName ?? item.assessmentTestCode;
              return (
                <Card
                  as="li"
                  elevation="flat"
                  key={`${item.kidId}-${item.assessmentTestCode}`}
                  tone={action.greyedOut ? 'muted' : 'default'}
                >
                  <Box display="flex" alignItems="flex-start" gap="sm">
                    <Badge tone={stateTones[action.state]}>{wordCode(action.label, t)}</Badge>
                    <Stack as="span" space="xxs">
                      {action.greyedOut ? (
                        <span className={styles.testName}>{name}</span>
                      ) : (
                        <Link href={pagePaths.assessmentTake} variant="standalone">
                          {name}
                        </Link>
                      )}
                      <span className={styles.subtle}>{kid}</span>
                      {action.state === 'onLeave' ? (
                        <span className={styles.subtle}>{wordCode(ON_LEAVE_MESSAGE, t)}</span>
                      ) : null}
                    </Stack>
                  </Box>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
      <p>
        <Link href={pagePaths.assessmentTake} variant="standalone">
          {t(($) => $.home.toAssessment)}
        </Link>
      </p>
    </Card>
  );
}
