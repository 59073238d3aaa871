import { clsx } from 'clsx';
import type { ComponentProps, MouseEventHandler } from 'react';
import { surfaceMedia } from '../../styles/surface.css';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import { ImageWithFallback } from '../ImageWithFallback';
import { Link } from '../Link';
import * as styles from './DocumentCard.css';

export type DocumentCardProps = Omit<ComponentProps<'article'>, 'children' | 'title'> & {
  title: string;
  comments?: string | null;
  href: string;
  imageSrc?: string | null;
  imageAlt?: string;
  /** The link's text; the title is added for screen readers so every card's link is distinct. */
  linkLabel?: string;
  /** External documents open in a new tab without a handle on the portal. */
  external?: boolean;
  newTabLabel?: string;
  onOpen?: MouseEventHandler<HTMLAnchorElement>;
  headingLevel?: 2 | 3;
};

/**
 * A related-document card (spec 1 §2 "Documents"): image, title, comments and a link to open it. The link
 * covers the whole card (as Card's title link does), so the picture and the title open it too while it stays
 * one tab stop and one announcement.
 */
export function DocumentCard({
  title,
  comments,
  href,
  imageSrc,
  imageAlt = '',
  linkLabel,
  external = false,
  newTabLabel,
  onOpen,
  headingLevel = 2,
  className,
  ...rest
}: DocumentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = useUiTexts();
  return (
    <article {...rest} className={clsx(styles.card, className)}>
      <div className={surfaceMedia['4 / 3']}>
        <ImageWithFallback className={styles.image} src={imageSrc ?? undefined} alt={imageAlt} loading="lazy" />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {comments ? <p className={styles.comments}>{comments}</p> : <span />}
        <Link
          href={href}
          variant="standalone"
          className={styles.link}
          data-card-link=""
          external={external}
          {...(newTabLabel ? { newTabLabel } : {})}
          onClick={onOpen}
        >
          {linkLabel ?? texts.documentCard.link}
          <span className={visuallyHidden}>（{title}）</span>
        </Link>
      </div>
    </article>
  );
}

/** Lays document cards out in a responsive grid. */
export function DocumentCardGrid({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul {...rest} className={clsx(styles.grid, className)} />;
}
