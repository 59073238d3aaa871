import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
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

export function TabList({ className, ...rest }: TabListProps) {
  return <RadixTabs.List {...rest} className={clsx(styles.list, className)} />;
}

export type TabProps = ComponentProps<typeof RadixTabs.Trigger>;

export function Tab({ className, ...rest }: TabProps) {
  return <RadixTabs.Trigger {...rest} className={clsx(styles.tab, className)} />;
}

export type TabPanelProps = ComponentProps<typeof RadixTabs.Content>;

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RadixTabs.Content {...rest} className={clsx(styles.panel, className)} />;
}
