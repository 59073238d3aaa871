export {
  ChatDateDivider,
  type ChatDateDividerLevel,
  type ChatDateDividerProps,
  chatDateDividerLevels,
} from './ChatDateDivider';
