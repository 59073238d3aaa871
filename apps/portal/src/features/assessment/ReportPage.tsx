import {
  type CategoryScore,
  courseGroupForLevel,
  NO_IMPROVEMENT_CATEGORY,
  type ReportComment,
  scoreReport,
  selectReportComments,
} from '@portal/domain';
import { Alert, Link, PrintableSheet, ReportImprovement, type ReportItem, ReportStrengths } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { useFormatDate } from '../../i18n/dates';
import * as styles from './Assessment.css';
import { CategoryChart } from './CategoryChart';
import { type ReportInfo, readReportInfo } from './reportSession';

/**
 * Spec 1 §2 / §4 "Result report": one A4 sheet with the take date, test name, student and classroom (from
 * session storage), the three strengths, the improvement point (11 when every score is full), their comments
 * of the test's course group, and the ten abilities' chart. Only categories with a score above 0 are praised. Result and comment failures are not shown
 * as errors (spec 1 §8); without scores the sheet says the result cannot be shown yet.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const href = useHref();
  const [info] = useState(readReportInfo);
  if (!info) {
    return (
      <main className={styles.reportPage}>
        <PrintableSheet heading={t(($) => $.assessment.reportTitle)}>
          <Alert tone="info">{t(($) => $.assessment.report.noData)}</Alert>
          <p>
            <Link href={href(linkOptions({ to: '/assessment/take' }))} variant="standalone">
              {t(($) => $.assessment.report.backToList)}
            </Link>
          </p>
        </PrintableSheet>
      </main>
    );
  }
  return <Report info={info} />;
}

function Report({ info }: { info: ReportInfo }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const result = useQuery({
    ...queries.getAssessmentResult({ kidId: info.kidId, lmsCode: info.lmsCode, testName: info.testName }),
    retry: false,
  });
  const comments = useQuery({ ...queries.getAssessmentComments(), retry: false });
  const loading = result.isPending || comments.isPending;
  return (
    <main className={styles.reportPage}>
      <PrintableSheet
        heading={t(($) => $.assessment.reportTitle)}
        onPrint={() => window.print()}
        printLabel={t(($) => $.assessment.report.print)}
        loading={loading}
      >
        <dl className={styles.facts}>
          <Fact
            label={t(($) => $.assessment.report.takeDate)}
            value={info.takeDate ? formatDate(info.takeDate, { style: 'long' }) : ''}
          />
          <Fact label={t(($) => $.assessment.report.testName)} value={info.testName} />
          <Fact label={t(($) => $.assessment.report.student)} value={info.studentName} />
          <Fact label={t(($) => $.assessment.report.classroom)} value={info.classroomName} />
        </dl>
        {result.data ? (
          <ReportBody scores={result.data.scoreArray} level={result.data.level} comments={comments.data ?? []} />
        ) : (
          <Alert tone="info">{t(($) => $.assessment.report.noResult)}</Alert>
        )}
      </PrintableSheet>
    </main>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The strengths, the improvement point and the chart, with the comments of the test's course group. */
export function ReportBody({
  scores,
  level,
  comments,
}: {
  scores: readonly CategoryScore[];
  level: string | undefined;
  comments: readonly ReportComment[];
}) {
  const { t } = useTranslation();
  const scoring = scoreReport(scores);
  const scoreOf = (id: number) => scores.find((s) => s.id === id)?.score;
  const chosen = selectReportComments(scoring, comments, courseGroupForLevel(level ?? ''));
  // Only a category the child scored in is praised: the top three of all zeros are no strengths (issue 31).
  const strengths = chosen.strengths.filter((s) => (scoreOf(s.categoryId) ?? 0) > 0);
  const name = (id: number) => t(($) => $.assessment.report.categories[id as 1]);
  const item = (categoryId: number, comment: string | undefined): ReportItem => {
    const score = categoryId === NO_IMPROVEMENT_CATEGORY ? undefined : scoreOf(categoryId);
    return {
      category: name(categoryId),
      comment: comment ?? '',
      ...(score === undefined ? {} : { score: t(($) => $.assessment.report.score, { score }) }),
    };
  };
  return (
    <>
      <div className={styles.reportColumns}>
        {strengths.length > 0 ? <ReportStrengths items={strengths.map((s) => item(s.categoryId, s.comment))} /> : null}
        {chosen.improvement ? (
          <ReportImprovement item={item(chosen.improvement.categoryId, chosen.improvement.comment)} />
        ) : null}
      </div>
      <CategoryChart scores={scores} />
    </>
  );
}
