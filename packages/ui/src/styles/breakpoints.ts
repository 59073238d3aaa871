import { CHAT_MOBILE_WIDTH, MOBILE_MAX_WIDTH, SIDEBAR_BREAKPOINT } from '@portal/domain';

// Spec 1 §9, decided in @portal/domain: sidebar from 869px; mobile at most 767px (calendar, columns);
// the chat composer is a fixed bar under 768px.
export const breakpoints = {
  mobileMax: MOBILE_MAX_WIDTH,
  chatMobileMax: CHAT_MOBILE_WIDTH - 1,
  tablet: CHAT_MOBILE_WIDTH,
  sidebar: SIDEBAR_BREAKPOINT,
} as const;

export const media = {
  /** Phones: calendar and columns switch to their mobile layouts. */
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  /** Under 768px: the chat composer becomes a bar fixed to the bottom. */
  chatMobile: `screen and (max-width: ${breakpoints.chatMobileMax}px)`,
  /** From 768px: desktop chat composer, desktop calendar grid. */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** From 869px: sidebar instead of the bottom nav; carousel shows 1.2 items. */
  sidebar: `screen and (min-width: ${breakpoints.sidebar}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
