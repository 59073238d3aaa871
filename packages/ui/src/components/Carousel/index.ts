export {
  CAROUSEL_AUTOPLAY_MS,
  Carousel,
  CarouselBanner,
  type CarouselBannerProps,
  type CarouselItem,
  type CarouselProps,
} from './Carousel';
export { CarouselPlaceholder, type CarouselPlaceholderProps } from './CarouselPlaceholder';
