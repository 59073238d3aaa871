import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, type RefObject, useEffect, useRef, useState } from 'react';
import * as styles from './Tabs.css';

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;

/**
 * Tabs over panels (attendance per child, this month's and past videos). Arrow keys move between
 * tabs and select them; Tab moves into the panel.
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RadixTabs.Root {...rest} className={clsx(styles.root, className)} />;
}

export type TabListProps = ComponentProps<typeof RadixTabs.List> & {
  /** Names the set of tabs, e.g. 「お子さまを選ぶ」. */
  'aria-label': string;
};

type Edges = { start: boolean; end: boolean };

/** Which sides of a sideways-scrolling row hide more of it: on load, on scroll, and as it or its tabs change size. */
function useHiddenEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const rest = row.scrollWidth - row.clientWidth - row.scrollLeft;
      const next = { start: row.scrollLeft > 1, end: rest > 1 };
      setEdges((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    const watch = () => {
      sizes?.disconnect();
      sizes?.observe(row);
      for (const child of Array.from(row.children)) sizes?.observe(child);
    };
    // Tabs arriving later (labels loaded after the list) change the width too.
    const children = new MutationObserver(() => {
      watch();
      update();
    });
    children.observe(row, { childList: true, subtree: true, characterData: true });
    watch();
    update();
    row.addEventListener('scroll', update, { passive: true });
    return () => {
      row.removeEventListener('scroll', update);
      children.disconnect();
      sizes?.disconnect();
    };
  }, [ref]);
  return edges;
}

/**
 * The row of tabs. Wider than its box (a phone, many or long names), it scrolls sideways and shows so
 * (issue 31 item 28): the hidden side fades and carries an arrow. The arrows are for the pointer only (a
 * press scrolls by most of a width); keyboard users move with the arrow keys, and the chosen tab scrolls in.
 */
export function TabList({ className, ref, ...rest }: TabListProps) {
  const row = useRef<HTMLDivElement | null>(null);
  const edges = useHiddenEdges(row);
  const scroll = (direction: -1 | 1) => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.scroller}>
      <RadixTabs.List
        {...rest}
        ref={(node) => {
          row.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        className={clsx(styles.list, className)}
        data-hidden-start={edges.start || undefined}
        data-hidden-end={edges.end || undefined}
      />
      {(['start', 'end'] as const).map((side) =>
        edges[side] ? (
          <button
            key={side}
            type="button"
            className={styles.scrollHint}
            data-scroll-hint={side}
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => scroll(side === 'start' ? -1 : 1)}
          >
            {side === 'start' ? '‹' : '›'}
          </button>
        ) : null,
      )}
    </div>
  );
}

export type TabProps = ComponentProps<typeof RadixTabs.Trigger>;

export function Tab({ className, ...rest }: TabProps) {
  return <RadixTabs.Trigger {...rest} className={clsx(styles.tab, className)} />;
}

export type TabPanelProps = ComponentProps<typeof RadixTabs.Content>;

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RadixTabs.Content {...rest} className={clsx(styles.panel, className)} />;
}
