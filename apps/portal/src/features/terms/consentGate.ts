import { isConsentEnforced, termsAgreementEnableDate } from '@portal/domain';

/**
 * Spec 1 §2 / §4: the two consent pages redirect to / before the enable date. A failed config fetch
 * falls back to 2025-09-19 12:00 JST (spec 1 §8).
 */
export async function consentPagesOpen(
  configuredDate: () => Promise<string | null | undefined>,
  now: Date,
  log: (message: string, error: unknown) => void = console.warn,
) {
  let configured: string | null | undefined;
  try {
    configured = await configuredDate();
  } catch (error) {
    log('[consent] account config could not be loaded; using the fallback enable date', error);
    configured = undefined;
  }
  return isConsentEnforced(now, termsAgreementEnableDate(configured));
}
