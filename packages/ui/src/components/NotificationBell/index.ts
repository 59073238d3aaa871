export { badgeText, NotificationBell, type NotificationBellProps } from './NotificationBell';
