export { RangeCaption, type RangeCaptionProps } from './RangeCaption';
