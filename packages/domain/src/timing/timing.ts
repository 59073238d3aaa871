/**
 * Spec 1 §9 / spec 2 §9.5: the delays of the product's behaviour, in milliseconds. How long things stay and
 * move on screen (carousel, toasts, scrolls) are the kit's tokens, `timings` in @portal/ui/styles (ADR 026).
 */
export const TIMINGS = {
  /** Spec 1 §2 "Video lessons": the player is polled every 100 ms while it loads. */
  playerPollIntervalMs: 100,
  /** Spec 1 §2 "Video lessons": the player's load is given up after about 5 s. */
  playerPollTimeoutMs: 5000,
} as const;
