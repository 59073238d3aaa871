export { CAROUSEL_AUTOPLAY_MS, Carousel, type CarouselItem, type CarouselProps } from './Carousel';
