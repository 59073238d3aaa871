import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** No 0/O or 1/I/L: the code is read out and typed by the person invited. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newInviteCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export class InviteService {
  constructor(private readonly db: Database) {}

  /** The user's referral code, issued once and kept (spec 1 §2 "Invitation"). */
  async codeFor(userId: number): Promise<string> {
    const [user] = await this.db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId));
    if (user?.code) return user.code;
    // A clash with another user's code is astronomically rare; the unique index makes us try again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const [row] = await this.db
          .update(users)
          .set({ inviteCode: newInviteCode() })
          .where(eq(users.id, userId))
          .returning({ code: users.inviteCode });
        if (row?.code) return row.code;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
    throw new Error('invite code could not be issued');
  }
}
