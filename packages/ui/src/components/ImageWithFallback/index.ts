export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
