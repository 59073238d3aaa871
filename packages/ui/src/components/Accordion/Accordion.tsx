import { clsx } from 'clsx';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Accordion.css';

export type AccordionProps = ComponentProps<typeof RadixAccordion.Root>;

/** Sections that open and close (FAQ articles, programme notes); `type="multiple"` lets several stay open. */
export function Accordion({ className, ...rest }: AccordionProps) {
  return <RadixAccordion.Root {...rest} className={clsx(styles.root, className)} />;
}

export const accordionHeadingLevels = [2, 3, 4] as const;

export type AccordionItemProps = Omit<ComponentProps<typeof RadixAccordion.Item>, 'title'> & {
  title: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: (typeof accordionHeadingLevels)[number];
};

export function AccordionItem({ title, headingLevel = 3, children, className, ...rest }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item {...rest} className={clsx(styles.item, className)}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{title}</span>
            <svg
              className={styles.chevron}
              width="20"
              height="20"
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M5 7.5 10 12.5l5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
