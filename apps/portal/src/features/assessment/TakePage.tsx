import type { Schemas } from '@portal/api-client';
import { assessmentItemActions, ON_LEAVE_MESSAGE } from '@portal/domain';
import { Alert, Badge, Button, Card, EmptyState, Inline, Link, Stack } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Assessment.css';
import { reportInfoOf, storeReportInfo } from './reportSession';

export type TakeSearch = { notice?: 'childLoadFailed' | 'cannotTake' };

const stateTones = { notTaken: 'caution', taken: 'positive', canRetake: 'info', onLeave: 'neutral' } as const;

/**
 * Spec 1 §2 / §4 "ロボット検定": every test of the family's children with its label (not taken, taken, can
 * retake). A test already taken or of a child on leave is greyed and cannot be started; on leave it says so
 * and offers no result. The test opens in a new tab; so does the report, which reads its facts from session
 * storage (copied to the tab the page opens).
 */
export function TakePage({ search }: { search: TakeSearch }) {
  const { t } = useTranslation();
  const href = useHref();
  const formatDate = useFormatDate();
  const items = useSuspenseQuery(queries.getAssessmentTakeList()).data;
  const notice =
    search.notice === 'childLoadFailed'
      ? t(($) => $.notices.assessment.childLoadFailed)
      : search.notice === 'cannotTake'
        ? t(($) => $.notices.assessment.cannotTake)
        : null;
  const openReport = (item: Schemas['AssessmentItem']) => {
    storeReportInfo(reportInfoOf(item));
    window.open(href(linkOptions({ to: '/assessment/report' })), '_blank');
  };
  return (
    <Stack space="lg">
      {notice ? <Alert tone="critical">{notice}</Alert> : null}
      <p>{t(($) => $.assessment.lead)}</p>
      {items.length === 0 ? (
        <EmptyState title={t(($) => $.assessment.empty)} />
      ) : (
        <Stack as="ul" space="md" listStyle="none" margin={0} padding={0} aria-label={t(($) => $.assessment.listLabel)}>
          {items.map((item) => {
            const action = assessmentItemActions(item);
            const name = item.testName ?? item.assessmentTestCode;
            const label = wordCode(action.label, t);
            return (
              <Card
                as="li"
                key={`${item.kidId}-${item.assessmentTestCode}`}
                tone={action.greyedOut ? 'muted' : 'default'}
                data-testid="assessment-item"
              >
                <Inline space="sm">
                  <Badge tone={stateTones[action.state]}>{label}</Badge>
                  <h2 className={styles.testName}>{name}</h2>
                </Inline>
                <p className={styles.subtle}>
                  {t(($) => $.assessment.kid, {
                    name: `${item.lastName} ${item.firstName}`,
                    classroom: item.classroomName,
                  })}
                  {item.takeDate ? `　${t(($) => $.assessment.takeDate, { date: formatDate(item.takeDate) })}` : null}
                </p>
                {action.state === 'onLeave' ? <p className={styles.subtle}>{wordCode(ON_LEAVE_MESSAGE, t)}</p> : null}
                <Inline space="sm">
                  {action.canTake && !action.greyedOut ? (
                    <Link
                      variant="button"
                      external
                      href={href(
                        linkOptions({
                          to: '/quiz/$lmsCode/$mkSeitoNo/$assessmentTestCode',
                          params: {
                            lmsCode: item.lmsCode,
                            mkSeitoNo: item.mkSeitoNo,
                            assessmentTestCode: item.assessmentTestCode,
                          },
                        }),
                      )}
                      aria-label={`${t(($) => $.assessment.takeFor, { test: name })}${t(($) => $.shell.newTab)}`}
                    >
                      {t(($) => $.assessment.take)}
                    </Link>
                  ) : null}
                  {action.canViewResult ? (
                    <Button
                      variant="secondary"
                      onClick={() => openReport(item)}
                      aria-label={`${t(($) => $.assessment.resultFor, { test: name })}${t(($) => $.shell.newTab)}`}
                    >
                      {t(($) => $.assessment.viewResult)}
                    </Button>
                  ) : null}
                </Inline>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
