import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fill, useUiTexts } from '../../texts';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './PostCard.css';

export type PostCardProps = Omit<ComponentProps<'a'>, 'children'> & {
  imageSrc?: string;
  imageAlt?: string;
  title: string;
  nickname: string;
};

/** A card of everyone's posts (spec 1 §2 "Everyone's posts"): image, title and the poster's nickname. */
export function PostCard({ imageSrc, imageAlt, title, nickname, className, href, ...rest }: PostCardProps) {
  const texts = useUiTexts();
  // The app's router link when it gives one, so a card opens its page without reloading the portal.
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent href={href ?? ''} {...rest} className={clsx(styles.card, className)}>
      <span className={styles.figure}>
        {imageSrc ? (
          <img
            className={styles.image}
            src={imageSrc}
            alt={imageAlt ?? fill(texts.postCard.imageAlt, { title })}
            loading="lazy"
          />
        ) : (
          <span className={styles.noImage}>{texts.common.noImage}</span>
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        <span className={styles.nickname}>{nickname}</span>
      </span>
    </LinkComponent>
  );
}
