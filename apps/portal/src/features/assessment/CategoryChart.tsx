import { ABILITY_CATEGORIES, type CategoryScore, FULL_SCORE } from '@portal/domain';
import { visuallyHidden } from '@portal/ui/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Assessment.css';

/**
 * The ten abilities' scores as a horizontal bar chart, named by its title and description as one image; the
 * same figures follow as a table for screen readers. Names and scores are HTML text at the type scale's sizes
 * (an SVG scaled to a phone's width drew them at 8 px); only the bars are drawn, each in its own small SVG.
 */
export function CategoryChart({ scores }: { scores: readonly CategoryScore[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const byId = new Map(scores.map((s) => [s.id, s.score]));
  const name = (id: number) => t(($) => $.assessment.report.categories[id as 1]);
  const scoreText = (score: number | undefined) =>
    score === undefined ? t(($) => $.assessment.report.notMeasured) : t(($) => $.assessment.report.score, { score });
  return (
    <section className={styles.chartBlock} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.chartTitle}>
        {t(($) => $.assessment.report.chartTitle)}
      </h2>
      <p id={descId} className={visuallyHidden}>
        {t(($) => $.assessment.report.chartDescription)}
      </p>
      <div className={styles.chart} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        {ABILITY_CATEGORIES.map((id) => {
          const score = byId.get(id);
          const width = score === undefined ? 0 : (100 * Math.min(Math.max(score, 0), FULL_SCORE)) / FULL_SCORE;
          return (
            <div key={id} className={styles.chartRow} data-category={id}>
              <span className={styles.chartLabel}>{name(id)}</span>
              <svg className={styles.chartBar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                {[50, 100].map((tick) => (
                  <line
                    key={tick}
                    x1={tick}
                    x2={tick}
                    y1={0}
                    y2={10}
                    stroke="#adb5bd"
                    strokeDasharray="3 3"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                <line x1={0} x2={0} y1={0} y2={10} stroke="#adb5bd" vectorEffect="non-scaling-stroke" />
                <rect x={0} y={2} width={width} height={6} fill="#1c7ed6" />
              </svg>
              <span className={styles.chartScore}>{scoreText(score)}</span>
            </div>
          );
        })}
      </div>
      <table className={visuallyHidden}>
        <caption>{t(($) => $.assessment.report.tableCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(($) => $.assessment.report.categoryColumn)}</th>
            <th scope="col">{t(($) => $.assessment.report.scoreColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {ABILITY_CATEGORIES.map((id) => (
            <tr key={id}>
              <th scope="row">{name(id)}</th>
              <td>{scoreText(byId.get(id))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
