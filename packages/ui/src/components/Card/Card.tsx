import type { CourseColorKey } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Card.css';

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];
export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardElevations = ['raised', 'flat'] as const;
export type CardElevation = (typeof cardElevations)[number];

export type CardProps = ComponentProps<'div'> & {
  /** `article` for self-contained items (posts), `li` inside a list of cards. */
  as?: CardElement;
  padding?: CardPadding;
  elevation?: CardElevation;
  /** A course-coloured bar on the leading edge. */
  accent?: CourseColorKey;
};

/** A surface grouping one item's content. */
export function Card({ as = 'div', padding = 'md', elevation = 'raised', accent, className, ...rest }: CardProps) {
  // Every allowed element takes the same global attributes; only the ref type differs.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={clsx(styles.card, className)}
      data-padding={padding}
      data-elevation={elevation}
      data-accent={accent}
    />
  );
}

export const cardTitleLevels = [2, 3, 4] as const;
export type CardTitleProps = ComponentProps<'h3'> & {
  level?: (typeof cardTitleLevels)[number];
  /** Makes the whole card a link target through its title (one link per card for screen readers). */
  href?: string;
  /** Opens the link in a new tab (columns, documents). */
  external?: boolean;
};

export function CardTitle({ level = 3, href, external = false, className, children, ...rest }: CardTitleProps) {
  const Heading = `h${level}` as const;
  const LinkComponent = useLinkComponent();
  return (
    <Heading {...rest} className={clsx(styles.title, className)}>
      {href === undefined ? (
        children
      ) : external ? (
        <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" data-card-link="">
          {children}
        </a>
      ) : (
        <LinkComponent className={styles.link} href={href} data-card-link="">
          {children}
        </LinkComponent>
      )}
    </Heading>
  );
}
