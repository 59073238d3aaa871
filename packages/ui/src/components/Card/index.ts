export {
  Card,
  type CardElement,
  type CardElevation,
  type CardPadding,
  type CardProps,
  CardTitle,
  type CardTitleProps,
  type CardTone,
  cardElements,
  cardElevations,
  cardPaddings,
  cardTitleLevels,
  cardTones,
} from './Card';
export { CardMedia, type CardMediaProps, type CardMediaRatio, cardMediaRatios } from './CardMedia';
