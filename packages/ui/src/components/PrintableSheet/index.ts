export {
  type ApplicationPrintData,
  ApplicationPrintForm,
  type ApplicationPrintSignature,
  PrintableSheet,
  type PrintableSheetProps,
  type PrintCourseLine,
} from './PrintableSheet';
