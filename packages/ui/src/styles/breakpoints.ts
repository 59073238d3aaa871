// Spec 1 §9: sidebar from 869px; mobile at most 767px (calendar, columns); the chat composer is a fixed bar
// under 768px. Widths are the look of the kit, so they are its tokens (ADR 026), not domain rules.
export const breakpoints = {
  mobileMax: 767,
  chatMobileMax: 767,
  tablet: 768,
  sidebar: 869,
  /** At most this tall (a phone on its side, a desktop zoomed to 400 %: 200px): no bar stays fixed. */
  shortMax: 480,
} as const;

/** Spec 1 §2 "Home page": the carousel shows one slide, and 1.2 (a peek at the next) from the sidebar width. */
export const carouselSlidesPerView = { narrow: 1, wide: 1.2 } as const;

export const media = {
  /** Phones: calendar and columns switch to their mobile layouts. */
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  /** Under 768px: the chat composer becomes a bar fixed to the bottom (not on a short screen). */
  chatMobile: `screen and (max-width: ${breakpoints.chatMobileMax}px) and (min-height: ${breakpoints.shortMax + 1}px)`,
  /**
   * WCAG 1.4.10 at 400 % zoom (issue 31 item 16): on a screen this short the header and the bottom nav scroll away
   * with the page instead of holding two thirds of it.
   */
  short: `screen and (max-height: ${breakpoints.shortMax}px)`,
  /** From 768px: desktop chat composer, desktop calendar grid. */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** From 869px: sidebar instead of the bottom nav; carousel shows 1.2 items. */
  sidebar: `screen and (min-width: ${breakpoints.sidebar}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
