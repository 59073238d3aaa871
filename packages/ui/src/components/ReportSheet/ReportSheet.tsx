import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './ReportSheet.css';

/** One scored category of the assessment report, with the comment chosen for it. */
export type ReportItem = {
  /** Ability or category name, e.g. 「空間認識力」. */
  category: string;
  comment: string;
  /** Already formatted, e.g. 「92点」; omitted for the no-improvement item. */
  score?: string;
};

type SectionProps = Omit<ComponentProps<'section'>, 'children'> & { heading?: string };

/** Spec 1 §4 "Report": the three top-scoring categories (decided in the domain package (portal/domain)). */
export function ReportStrengths({
  items,
  heading,
  className,
  ...rest
}: SectionProps & { items: readonly ReportItem[] }) {
  const texts = useUiTexts().reportSheet;
  return (
    <section {...rest} className={clsx(styles.section, className)} data-kind="strengths">
      <h2 className={styles.heading}>{heading ?? texts.strengths}</h2>
      <ol className={styles.strengths}>
        {items.slice(0, 3).map((item, index) => (
          <li key={item.category} className={styles.strength}>
            <span className={styles.rank}>{index + 1}</span>
            <div className={styles.itemBody}>
              <p className={styles.category}>
                {item.category}
                {item.score ? <span className={styles.score}>{item.score}</span> : null}
              </p>
              <p className={styles.comment}>{item.comment}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Spec 1 §4 "Report": the one improvement point (or the no-improvement item when every score is full). */
export function ReportImprovement({ item, heading, className, ...rest }: SectionProps & { item: ReportItem }) {
  const texts = useUiTexts().reportSheet;
  return (
    <section {...rest} className={clsx(styles.section, className)} data-kind="improvement">
      <h2 className={styles.heading}>{heading ?? texts.improvement}</h2>
      <div className={styles.improvement}>
        <p className={styles.category}>
          {item.category}
          {item.score ? <span className={styles.score}>{item.score}</span> : null}
        </p>
        <p className={styles.comment}>{item.comment}</p>
      </div>
    </section>
  );
}

export type ReportMessage = { id: string; title?: string; body: string };

/** Messages to the guardian at the foot of the report sheet. */
export function ReportMessages({
  messages,
  heading,
  className,
  ...rest
}: SectionProps & { messages: readonly ReportMessage[] }) {
  const texts = useUiTexts().reportSheet;
  if (messages.length === 0) return null;
  return (
    <section {...rest} className={clsx(styles.section, className)} data-kind="messages">
      <h2 className={styles.heading}>{heading ?? texts.messages}</h2>
      <ul className={styles.messages}>
        {messages.map((message) => (
          <li key={message.id} className={styles.message}>
            {message.title ? <h3 className={styles.messageTitle}>{message.title}</h3> : null}
            <p className={styles.comment}>{message.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
