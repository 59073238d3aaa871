export {
  Card,
  type CardElement,
  type CardElevation,
  type CardPadding,
  type CardProps,
  CardTitle,
  type CardTitleProps,
  cardElements,
  cardElevations,
  cardPaddings,
  cardTitleLevels,
} from './Card';
