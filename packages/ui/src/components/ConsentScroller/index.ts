export { CONSENT_SCROLL_CHECK_DELAY_MS, ConsentScroller, type ConsentScrollerProps } from './ConsentScroller';
