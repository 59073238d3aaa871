export { BirthYearSelect, type BirthYearSelectProps } from './BirthYearSelect';
