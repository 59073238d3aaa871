export {
  Badge,
  type BadgeEmphasis,
  type BadgeProps,
  type BadgeTone,
  badgeEmphases,
  badgeTones,
  CourseBadge,
  type CourseBadgeProps,
  ImportantBadge,
  UnreadDot,
  type UnreadDotProps,
} from './Badge';
