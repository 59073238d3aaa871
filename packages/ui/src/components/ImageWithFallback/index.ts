export { IMAGE_FALLBACK_TEXT, ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
