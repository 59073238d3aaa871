export { type SortOrder, SortSelect, type SortSelectProps, sortOrders } from './SortSelect';
