export {
  AttendanceCard,
  type AttendanceCardProps,
  type AttendanceStatus,
  type AttendanceTransfer,
  attendanceStatuses,
  type TransferStatus,
  transferStatuses,
} from './AttendanceCard';
