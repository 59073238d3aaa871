export {
  ScheduleItem,
  type ScheduleItemProps,
  type ScheduleTransferFlag,
  scheduleTransferFlags,
} from './ScheduleItem';
