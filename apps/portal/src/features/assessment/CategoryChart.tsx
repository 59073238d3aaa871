import { ABILITY_CATEGORIES, type CategoryScore, FULL_SCORE } from '@portal/domain';
import { visuallyHidden } from '@portal/ui/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Assessment.css';

const ROW = 22;
const LABEL_W = 170;
const BAR_W = 300;
const TOP = 6;

/**
 * The ten abilities' scores as a horizontal bar chart. The SVG is one image named by its title and
 * description; the same figures follow as a table for screen readers.
 */
export function CategoryChart({ scores }: { scores: readonly CategoryScore[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const byId = new Map(scores.map((s) => [s.id, s.score]));
  const name = (id: number) => t(($) => $.assessment.report.categories[id as 1]);
  const height = TOP * 2 + ROW * ABILITY_CATEGORIES.length;
  return (
    <section className={styles.chartBlock} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.chartTitle}>
        {t(($) => $.assessment.report.chartTitle)}
      </h2>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${LABEL_W + BAR_W + 70} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title>{t(($) => $.assessment.report.chartTitle)}</title>
        <desc id={descId}>{t(($) => $.assessment.report.chartDescription)}</desc>
        {[0, 50, 100].map((tick) => (
          <line
            key={tick}
            x1={LABEL_W + (BAR_W * tick) / FULL_SCORE}
            x2={LABEL_W + (BAR_W * tick) / FULL_SCORE}
            y1={TOP}
            y2={height - TOP}
            stroke="#adb5bd"
            strokeDasharray={tick === 0 ? undefined : '3 3'}
          />
        ))}
        {ABILITY_CATEGORIES.map((id, i) => {
          const score = byId.get(id);
          const y = TOP + i * ROW;
          const width = score === undefined ? 0 : (BAR_W * Math.min(score, FULL_SCORE)) / FULL_SCORE;
          return (
            <g key={id} data-category={id}>
              <text x={LABEL_W - 8} y={y + ROW * 0.68} textAnchor="end" fontSize="13" fill="#1f2937">
                {name(id)}
              </text>
              <rect x={LABEL_W} y={y + 4} width={width} height={ROW - 8} rx="3" fill="#1c7ed6" />
              <text x={LABEL_W + width + 6} y={y + ROW * 0.68} fontSize="12" fill="#1f2937">
                {score === undefined
                  ? t(($) => $.assessment.report.notMeasured)
                  : t(($) => $.assessment.report.score, { score })}
              </text>
            </g>
          );
        })}
      </svg>
      <table className={visuallyHidden}>
        <caption>{t(($) => $.assessment.report.tableCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(($) => $.assessment.report.categoryColumn)}</th>
            <th scope="col">{t(($) => $.assessment.report.scoreColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {ABILITY_CATEGORIES.map((id) => {
            const score = byId.get(id);
            return (
              <tr key={id}>
                <th scope="row">{name(id)}</th>
                <td>
                  {score === undefined
                    ? t(($) => $.assessment.report.notMeasured)
                    : t(($) => $.assessment.report.score, { score })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
