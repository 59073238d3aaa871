export { Pager, type PagerProps } from './Pager';
export type { PagerNavigation } from './PagerParts';
