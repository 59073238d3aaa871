import { CONSENT_TERMS_KINDS, type ConsentKind, jstDate, jstIsoDate, jstParts, messageCode } from '@portal/domain';
import { and, eq, gte, inArray, lte, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { termsConsents, termsTexts } from '../../db/schema';
import { can, type Role, type Viewer } from '../../roles';
import { consentTag, type ReadCache } from '../../services/read-cache';
import { inJapanese } from '../../wording';
import { TermsService, type TermText } from '../term/service';

export type TermsKind = ConsentKind;

/** Spec 1 §3: the kinds in domain's order (privacy, lynx, steam). */
export const TERMS_KINDS: readonly TermsKind[] = CONSENT_TERMS_KINDS.map((k) => k.id);

/**
 * The earliest revisions in force: a guardian must have agreed to each revision on or after these
 * dates. A newer revision in terms_texts (dated today or earlier) raises the bar for that kind.
 */
export const CURRENT_TERMS: Record<TermsKind, string> = {
  privacy: '2025-09-19',
  lynx: '2025-09-19',
  steam: '2025-09-19',
};

/** Members agree to every set of terms; prospects and limited accounts to the privacy notice. */
export const termsFor = (role: Role): TermsKind[] =>
  can(role, 'agreeMemberTerms') ? ['privacy', 'lynx', 'steam'] : ['privacy'];

/** The consent screen's data (spec 1 §3): texts of the outstanding kinds and the agreed flags. */
export type ConsentData = {
  termsData: Partial<Record<TermsKind, TermText>>;
  agreedTerms: Record<TermsKind, boolean>;
};

/** A missing agreement names the terms by their catalogue label, in Japanese. */
export const CONSENT_MESSAGES = Object.fromEntries(
  CONSENT_TERMS_KINDS.map((k) => [
    k.id,
    inJapanese(messageCode('validation.agreeTo', { terms: inJapanese(k.labelCode) })),
  ]),
) as Record<TermsKind, string>;

export class AccountService {
  private readonly terms: TermsService;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly enableDate: string,
    private readonly cache: ReadCache,
  ) {
    this.terms = new TermsService(db, now);
  }

  /** GET /api/account/config: when consent to the terms starts being asked for. */
  config() {
    return { success: true as const, data: { termsAgreementEnableDate: this.enableDate } };
  }

  /** GET /api/account/consent-status. */
  async consentStatus(user: Viewer) {
    return { success: true as const, requiresConsent: await this.requiresConsent(user) };
  }

  /** The revision of a kind the guardian must have agreed to, with its text when one is stored. */
  private async inForce(kind: TermsKind): Promise<{ revision: string; text: TermText | null }> {
    const text = await this.terms.current(kind);
    const revision = text && text.revision_date > CURRENT_TERMS[kind] ? text.revision_date : CURRENT_TERMS[kind];
    return { revision, text };
  }

  private async hasAgreed(userId: number, kind: TermsKind, revision: string): Promise<boolean> {
    const [agreed] = await this.db
      .select({ kind: termsConsents.kind })
      .from(termsConsents)
      .where(
        and(eq(termsConsents.userId, userId), eq(termsConsents.kind, kind), gte(termsConsents.revisionDate, revision)),
      )
      .limit(1);
    return Boolean(agreed);
  }

  /**
   * Whether the user still has terms in force to agree to; never before enforcement starts. Every page asks
   * (the bootstrap), so it is two queries sent at once for all kinds, not two per kind one after another.
   */
  requiresConsent(user: Viewer): Promise<boolean> {
    const tag = consentTag(user.id);
    // The role decides the kinds: a changed role reads afresh.
    return this.cache.get(`${tag}:${user.role}`, [tag], (expireAt) => {
      // A newer revision comes into force at a JST midnight; enforcement starts at its configured time.
      const now = this.now();
      const { year, month, day } = jstParts(now);
      expireAt(jstDate(year, month, day + 1));
      const enforced = new Date(this.enableDate);
      if (enforced > now) expireAt(enforced);
      return this.requiresConsentFromDatabase(user);
    });
  }

  private async requiresConsentFromDatabase(user: Viewer): Promise<boolean> {
    if (this.now().getTime() < new Date(this.enableDate).getTime()) return false;
    const kinds = termsFor(user.role);
    const newest = (rows: { kind: string; at: string | null }[]) => new Map(rows.map((r) => [r.kind, r.at ?? '']));
    const [texts, agreed] = await Promise.all([
      this.db
        .select({ kind: termsTexts.kind, at: max(termsTexts.revisionDate) })
        .from(termsTexts)
        .where(and(inArray(termsTexts.kind, kinds), lte(termsTexts.revisionDate, jstIsoDate(this.now()))))
        .groupBy(termsTexts.kind)
        .then(newest),
      this.db
        .select({ kind: termsConsents.kind, at: max(termsConsents.revisionDate) })
        .from(termsConsents)
        .where(and(eq(termsConsents.userId, user.id), inArray(termsConsents.kind, kinds)))
        .groupBy(termsConsents.kind)
        .then(newest),
    ]);
    // As inForce: the agreement must reach both the built-in revision and the newest stored one in force.
    return kinds.some((kind) => {
      const agreedTo = agreed.get(kind) ?? '';
      return agreedTo < CURRENT_TERMS[kind] || agreedTo < (texts.get(kind) ?? '');
    });
  }

  /** Kinds that do not apply to the user's role count as agreed, so they are never shown. */
  async consentData(user: Viewer): Promise<ConsentData> {
    const applicable = termsFor(user.role);
    const data: ConsentData = { termsData: {}, agreedTerms: { privacy: true, lynx: true, steam: true } };
    for (const kind of applicable) {
      const { revision, text } = await this.inForce(kind);
      const agreed = await this.hasAgreed(user.id, kind, revision);
      data.agreedTerms[kind] = agreed;
      if (!agreed) data.termsData[kind] = text ?? { body: '', revision_date: revision };
    }
    return data;
  }

  /**
   * Records agreement to every outstanding kind, or returns the kinds left unagreed (nothing is saved
   * then: the screen submits all of them at once).
   */
  async agree(user: Viewer, flags: Record<TermsKind, boolean>): Promise<{ missing: TermsKind[] }> {
    const outstanding: { kind: TermsKind; revision: string }[] = [];
    for (const kind of termsFor(user.role)) {
      const { revision } = await this.inForce(kind);
      if (!(await this.hasAgreed(user.id, kind, revision))) outstanding.push({ kind, revision });
    }
    const missing = outstanding.filter((o) => !flags[o.kind]).map((o) => o.kind);
    if (missing.length > 0 || outstanding.length === 0) return { missing };
    const agreedAt = this.now();
    await this.db
      .insert(termsConsents)
      .values(outstanding.map((o) => ({ userId: user.id, kind: o.kind, revisionDate: o.revision, agreedAt })))
      .onConflictDoNothing();
    this.cache.invalidate(consentTag(user.id));
    return { missing: [] };
  }
}
