export {
  CAROUSEL_AUTOPLAY_MS,
  Carousel,
  CarouselBanner,
  type CarouselBannerProps,
  type CarouselItem,
  CarouselPlaceholder,
  type CarouselPlaceholderProps,
  type CarouselProps,
} from './Carousel';
