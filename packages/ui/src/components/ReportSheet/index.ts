export {
  ReportImprovement,
  type ReportItem,
  type ReportMessage,
  ReportMessages,
  ReportStrengths,
} from './ReportSheet';
