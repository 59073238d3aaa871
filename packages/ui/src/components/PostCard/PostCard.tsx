import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { surface, surfaceBody, surfaceTitle } from '../../styles/surface.css';
import { fill, useUiTexts } from '../../texts';
import { CardMedia } from '../Card';
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
    <LinkComponent href={href ?? ''} {...rest} className={clsx(surface({ interactive: true }), className)}>
      <CardMedia src={imageSrc} alt={imageAlt ?? fill(texts.postCard.imageAlt, { title })} />
      <span className={surfaceBody}>
        <span className={surfaceTitle}>{title}</span>
        <span className={styles.nickname}>{nickname}</span>
      </span>
    </LinkComponent>
  );
}
