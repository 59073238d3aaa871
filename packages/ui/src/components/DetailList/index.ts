export { DetailList, type DetailListProps, DetailRow, type DetailRowProps } from './DetailList';
