import { jstIsoDate, type TERMS_TYPES } from '@portal/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { termsTexts } from '../../db/schema';
import { toSafeHtml } from '../news/richText';

/**
 * The kinds of terms text kept in terms_texts: the three public pages and the three terms guardians
 * consent to (spec 1 §3 "Terms consent").
 */
export const TERMS_TEXT_KINDS = ['kiyaku', 'privacy_main', 'privacy_temp', 'privacy', 'lynx', 'steam'] as const;
export type TermsTextKind = (typeof TERMS_TEXT_KINDS)[number];

/**
 * GET /api/term types (spec 1 §9: 1 terms of use, 3 privacy policy; 2 and 4 are not described). We
 * read 2 as the prospective-member privacy notice (/privacy/temp) and 4 as the STEAM service terms.
 */
export const TERM_TYPE_KINDS: Record<(typeof TERMS_TYPES)[number]['id'], TermsTextKind> = {
  1: 'kiyaku',
  2: 'privacy_temp',
  3: 'privacy_main',
  4: 'steam',
};

export type TermText = { body: string; revision_date: string };

export class TermsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The newest revision of a kind already in force today (JST); a revision dated later waits. */
  async current(kind: TermsTextKind): Promise<TermText | null> {
    const [row] = await this.db
      .select({ body: termsTexts.body, revisionDate: termsTexts.revisionDate })
      .from(termsTexts)
      .where(and(eq(termsTexts.kind, kind), lte(termsTexts.revisionDate, jstIsoDate(this.now()))))
      .orderBy(desc(termsTexts.revisionDate))
      .limit(1);
    // Cleaned like announcements: the texts are authored in the provider's back office.
    return row ? { body: toSafeHtml(row.body), revision_date: row.revisionDate } : null;
  }
}
