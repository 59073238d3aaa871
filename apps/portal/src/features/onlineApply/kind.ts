import type { TermsAgreementKind } from '@portal/domain';

/** The terms a guardian agrees to before an online application: the terms of use (ADR 022). */
export const ONLINE_APPLY_TERMS_KIND: TermsAgreementKind = 'termsOfUse';
