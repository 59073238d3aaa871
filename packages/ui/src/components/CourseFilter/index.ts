export { CourseFilter, type CourseFilterOption, type CourseFilterProps } from './CourseFilter';
