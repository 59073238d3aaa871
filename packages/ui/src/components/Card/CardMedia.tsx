import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { surfaceImage, surfaceMedia, surfacePlaceholder } from '../../styles/surface.css';
import { useUiTexts } from '../../texts';

export const cardMediaRatios = ['4 / 3', '16 / 9'] as const;
export type CardMediaRatio = (typeof cardMediaRatios)[number];

export type CardMediaProps = {
  src?: string | undefined;
  alt: string;
  ratio?: CardMediaRatio;
  /** Shown in the picture's box when there is no picture; 「画像なし」 unless given. */
  placeholder?: ReactNode;
  className?: string;
};

/** A card's picture at a fixed ratio, or a placeholder of the same size, so cards in a grid line up. */
export function CardMedia({ src, alt, ratio = '4 / 3', placeholder, className }: CardMediaProps) {
  const texts = useUiTexts();
  return (
    <span className={clsx(surfaceMedia[ratio], className)}>
      {src ? (
        <img className={surfaceImage} src={src} alt={alt} loading="lazy" />
      ) : (
        <span className={surfacePlaceholder}>{placeholder ?? texts.common.noImage}</span>
      )}
    </span>
  );
}
