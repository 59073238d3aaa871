import type { Schemas } from '@portal/api-client';
import { assessmentItemActions, ON_LEAVE_MESSAGE } from '@portal/domain';
import { Alert, Badge, Button, EmptyState } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Assessment.css';
import { storeReportInfo } from './reportSession';

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
  const items = useSuspenseQuery(queries.getAssessmentTakeList()).data;
  const notice =
    search.notice === 'childLoadFailed'
      ? t(($) => $.notices.assessment.childLoadFailed)
      : search.notice === 'cannotTake'
        ? t(($) => $.notices.assessment.cannotTake)
        : null;
  const openReport = (item: Schemas['AssessmentItem']) => {
    storeReportInfo({
      takeDate: item.takeDate ?? '',
      testName: item.testName ?? item.assessmentTestCode,
      kidId: item.kidId,
      lmsCode: item.lmsCode,
      lmsProductCode: item.lmsProductCode,
      classroomName: item.classroomName,
      studentName: `${item.lastName} ${item.firstName}`,
    });
    window.open(href(linkOptions({ to: '/assessment/report' })), '_blank');
  };
  return (
    <div className={styles.stack}>
      {notice ? <Alert tone="critical">{notice}</Alert> : null}
      <p>{t(($) => $.assessment.lead)}</p>
      {items.length === 0 ? (
        <EmptyState title={t(($) => $.assessment.empty)} />
      ) : (
        <ul className={styles.list} aria-label={t(($) => $.assessment.listLabel)}>
          {items.map((item) => {
            const action = assessmentItemActions(item);
            const name = item.testName ?? item.assessmentTestCode;
            const label = wordCode(action.label, t);
            return (
              <li
                key={`${item.kidId}-${item.assessmentTestCode}`}
                className={styles.item}
                data-greyed={action.greyedOut || undefined}
                data-testid="assessment-item"
              >
                <div className={styles.itemHead}>
                  <Badge tone={stateTones[action.state]}>{label}</Badge>
                  <h2 className={styles.testName}>{name}</h2>
                </div>
                <p className={styles.subtle}>
                  {t(($) => $.assessment.kid, {
                    name: `${item.lastName} ${item.firstName}`,
                    classroom: item.classroomName,
                  })}
                  {item.takeDate ? `　${t(($) => $.assessment.takeDate, { date: item.takeDate })}` : null}
                </p>
                {action.state === 'onLeave' ? <p className={styles.subtle}>{wordCode(ON_LEAVE_MESSAGE, t)}</p> : null}
                <div className={styles.actions}>
                  {action.canTake && !action.greyedOut ? (
                    <a
                      className={styles.actionLink}
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
                      target="_blank"
                      rel="noopener"
                      aria-label={`${t(($) => $.assessment.actionFor, { test: name, action: t(($) => $.assessment.take) })}${t(($) => $.shell.newTab)}`}
                    >
                      {t(($) => $.assessment.take)}
                    </a>
                  ) : null}
                  {action.canViewResult ? (
                    <Button
                      variant="secondary"
                      onClick={() => openReport(item)}
                      aria-label={`${t(($) => $.assessment.actionFor, { test: name, action: t(($) => $.assessment.viewResult) })}${t(($) => $.shell.newTab)}`}
                    >
                      {t(($) => $.assessment.viewResult)}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
