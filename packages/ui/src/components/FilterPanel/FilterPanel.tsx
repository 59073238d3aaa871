import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './FilterPanel.css';

export type FilterPanelProps = {
  /** The button that opens and folds the panel on a phone (絞り込み). */
  toggleLabel: string;
  /** The panel's accessible name. */
  label: string;
  /** The filters: selects, tabs. */
  children: ReactNode;
};

/**
 * Filters in a row above a list; on a phone (spec 1 §9: at most 767px) they fold behind a button that opens
 * them. The button and the panel are siblings, so the parent's Stack spaces them like the rest of the page.
 */
export function FilterPanel({ toggleLabel, label, children }: FilterPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {toggleLabel}
      </Button>
      <section id={panelId} aria-label={label} className={styles.panel} data-open={open}>
        {children}
      </section>
    </>
  );
}
