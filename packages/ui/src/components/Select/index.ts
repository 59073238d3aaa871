export { Select, type SelectOption, type SelectProps, type SelectWidth, selectWidths } from './Select';
