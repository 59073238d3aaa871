import type { CourseColorKey } from '@portal/domain';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import type { Space } from '../../styles/sprinkles.css';
import { surface } from '../../styles/surface.css';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Card.css';

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];
export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardElevations = ['raised', 'flat'] as const;
export type CardElevation = (typeof cardElevations)[number];
/** `muted`: greyed out, an item that cannot be opened (spec 1 §4: a taken test); `caution`: asks for action. */
export const cardTones = ['default', 'muted', 'caution'] as const;
export type CardTone = (typeof cardTones)[number];

export type CardProps = ComponentProps<'div'> & {
  /** `article` for self-contained items (posts), `li` inside a list of cards. */
  as?: CardElement;
  padding?: CardPadding;
  elevation?: CardElevation;
  /** A course-coloured bar along the top: the kit's highlighted surface. */
  accent?: CourseColorKey;
  /** Space between the card's parts (sm unless given), so a screen never restyles a card's rhythm itself. */
  space?: Space;
  tone?: CardTone;
};

/** A surface grouping one item's content (the kit's `surface` recipe, grid or highlighted). */
export function Card({
  as = 'div',
  padding = 'md',
  elevation = 'raised',
  accent,
  space = 'sm',
  tone = 'default',
  className,
  ...rest
}: CardProps) {
  // Every allowed element takes the same global attributes; only the ref type differs.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={clsx(
        surface({ variant: accent ? 'highlighted' : 'grid', padding }),
        styles.card,
        styles.space[space],
        className,
      )}
      data-elevation={elevation}
      data-accent={accent}
      data-tone={tone === 'default' ? undefined : tone}
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
