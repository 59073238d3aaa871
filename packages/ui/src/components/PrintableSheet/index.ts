export {
  type ApplicationPrintData,
  ApplicationPrintForm,
  PrintableSheet,
  type PrintableSheetProps,
  type PrintCourseLine,
} from './PrintableSheet';
