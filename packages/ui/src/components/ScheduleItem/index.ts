export { ScheduleItem, type ScheduleItemProps, type ScheduleTransfer, scheduleTransfers } from './ScheduleItem';
