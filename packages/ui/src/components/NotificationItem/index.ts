export {
  NotificationItem,
  type NotificationItemProps,
  type NotificationKind,
  notificationKinds,
} from './NotificationItem';
