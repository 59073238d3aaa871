import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import type { ReadCache } from '../../services/read-cache';

/** Related documents (pamphlets, fee tables) shown to every signed-in user. */
export class DocumentService {
  constructor(
    private readonly db: Database,
    private readonly cache: ReadCache,
  ) {}

  /** The list leaves the click count out, so a click does not change it. */
  list() {
    return this.cache.get('documents', ['documents'], async () => this.listFromDatabase());
  }

  private listFromDatabase() {
    return this.db
      .select({
        id: documents.id,
        title: documents.title,
        comments: documents.comments,
        url: documents.url,
        imagePath: documents.imagePath,
      })
      .from(documents)
      .orderBy(asc(documents.sortOrder), asc(documents.id));
  }

  /** Counts one click in the database itself, so simultaneous clicks are never lost; false for an unknown id. */
  async countClick(id: number): Promise<boolean> {
    const rows = await this.db
      .update(documents)
      .set({ clickCount: sql`${documents.clickCount} + 1` })
      .where(eq(documents.id, id))
      .returning({ id: documents.id });
    return rows.length > 0;
  }
}
