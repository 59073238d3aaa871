/** Spec 1 §9 / spec 2 §9.5: the product's delays and durations, in milliseconds. */
export const TIMINGS = {
  /** Spec 1 §2 "Home page": the carousel advances every 7000 ms. */
  carouselAutoplayMs: 7000,
  /** Spec 1 §2 "Video lessons": the missing-video toast stays 3000 ms. */
  videoNotFoundToastMs: 3000,
  /** Spec 1 §2 "Chat": the message list scrolls to the end 500 ms after it changes. */
  chatScrollDelayMs: 500,
  /** Spec 1 §4 "Consent": the end-of-terms check runs 100 ms after the text renders. */
  termsScrollCheckMs: 100,
  /** Spec 1 §2 "Assessment test" / spec 2 §9.5: a question image's scroll resets 50 ms after it changes. */
  imageScrollResetMs: 50,
  /** Spec 2 §9.5: a failed form check scrolls to the first error 100 ms later, once it has rendered. */
  formErrorScrollMs: 100,
  /** Spec 1 §2 "Video lessons": the player is polled every 100 ms while it loads. */
  playerPollIntervalMs: 100,
  /** Spec 1 §2 "Video lessons": the player's load is given up after about 5 s. */
  playerPollTimeoutMs: 5000,
} as const;
