/**
 * Per-address ceilings of the public booking calls (a kept plugin, @fastify/rate-limit). A family
 * types a postal code or two and sends once or twice; a script trying addresses or codes hits these.
 */
export const PUBLIC_RATE_LIMITS = {
  lookup: { max: 60, timeWindow: 60_000 },
  find: { max: 60, timeWindow: 60_000 },
  /** Whether an address has an account: an applicant asks once or twice, a list of addresses is refused. */
  emailCheck: { max: 10, timeWindow: 10 * 60_000 },
  /** `max` is the config's publicSubmitLimit (10 unless PUBLIC_SUBMIT_LIMIT says otherwise). */
  submit: { max: 10, timeWindow: 60_000 },
} as const;
