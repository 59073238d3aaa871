import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kids, users } from '../../db/schema';

export type UserView = {
  id: number;
  role: 6 | 7 | 8;
  lastName: string;
  firstName: string;
  iconPath: string | null;
  kids: { id: number; lastName: string; firstName: string; seito_no: string }[];
};

export class UserService {
  constructor(private readonly db: Database) {}

  /** The guardian with the children of their own family only; null for anyone who is not a guardian. */
  async withKids(userId: number): Promise<UserView | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (user?.kind !== 'guardian' || user.familyId === null || user.role === null) return null;
    const rows = await this.db
      .select({ id: kids.id, lastName: kids.lastName, firstName: kids.firstName, seito_no: kids.seitoNo })
      .from(kids)
      .where(eq(kids.familyId, user.familyId))
      .orderBy(asc(kids.birthday), asc(kids.id));
    return {
      id: user.id,
      role: user.role as UserView['role'],
      lastName: user.lastName,
      firstName: user.firstName,
      iconPath: user.iconPath,
      kids: rows,
    };
  }
}
