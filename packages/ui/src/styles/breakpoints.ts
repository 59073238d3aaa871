// Spec 1 §9: sidebar from 869px; mobile at most 767px (calendar, columns); chat mobile under 768px.
export const breakpoints = { mobileMax: 767, chatMobileMax: 767, tablet: 768, sidebar: 869 } as const;

export const media = {
  /** Phones: calendar, columns and chat switch to their mobile layouts. */
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  /** From 768px: desktop chat composer, desktop calendar grid. */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** From 869px: sidebar instead of the bottom nav; carousel shows 1.2 items. */
  sidebar: `screen and (min-width: ${breakpoints.sidebar}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
