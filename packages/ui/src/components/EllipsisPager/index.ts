export { EllipsisPager, type EllipsisPagerProps } from './EllipsisPager';
