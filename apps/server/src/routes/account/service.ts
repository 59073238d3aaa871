import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { termsConsents } from '../../db/schema';
import type { SessionUser } from '../../services/sessions';

export type TermsKind = 'privacy' | 'lynx' | 'steam';

/** The terms in force: a guardian must have agreed to each revision on or after these dates. */
export const CURRENT_TERMS: Record<TermsKind, string> = {
  privacy: '2025-09-19',
  lynx: '2025-09-19',
  steam: '2025-09-19',
};

/** Members (role 6) agree to every set of terms; prospects and limited accounts to the privacy notice. */
export const termsFor = (role: SessionUser['role']): TermsKind[] =>
  role === 6 ? ['privacy', 'lynx', 'steam'] : role === null ? [] : ['privacy'];

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly enableDate: string,
  ) {}

  /** Whether the user still has terms in force to agree to; never before enforcement starts. */
  async requiresConsent(user: SessionUser): Promise<boolean> {
    if (this.now().getTime() < new Date(this.enableDate).getTime()) return false;
    for (const kind of termsFor(user.role)) {
      const [agreed] = await this.db
        .select({ kind: termsConsents.kind })
        .from(termsConsents)
        .where(
          and(
            eq(termsConsents.userId, user.id),
            eq(termsConsents.kind, kind),
            gte(termsConsents.revisionDate, CURRENT_TERMS[kind]),
          ),
        )
        .limit(1);
      if (!agreed) return true;
    }
    return false;
  }
}
