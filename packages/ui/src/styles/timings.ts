/**
 * How long things stay and when they move on screen, in milliseconds: the look of the kit, so its tokens
 * (ADR 026). The values are the spec's (spec 1 §2, §4, §9; spec 2 §9.5).
 */
export const timings = {
  /** Spec 1 §2 "Home page": the carousel advances every 7000 ms. */
  carouselAutoplayMs: 7000,
  /** Spec 1 §2 "Video lessons": a toast (the missing-video one among them) stays 3000 ms. */
  toastMs: 3000,
  /** Spec 1 §4 "Consent": the end-of-terms check runs 100 ms after the text renders. */
  consentScrollCheckMs: 100,
  /** Spec 1 §2 "Chat": the message list scrolls to the end 500 ms after it changes. */
  chatScrollDelayMs: 500,
  /** Spec 1 §2 "Assessment test" / spec 2 §9.5: a question image's scroll resets 50 ms after it changes. */
  imageScrollResetMs: 50,
  /** Spec 2 §9.5: a failed form check scrolls to the first error 100 ms later, once it has rendered. */
  formErrorScrollMs: 100,
} as const;
