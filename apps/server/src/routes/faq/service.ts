import { FAQ_SEARCH_LIMIT, faqExcerpt, rankFaqArticles } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/client';
import { faqArticles, faqCategories, faqSections } from '../../db/schema';
import type { ReadCache } from '../../services/read-cache';

/** Tags and attributes an FAQ answer may use; everything else (scripts, handlers, styles) is dropped. */
const ANSWER_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links that open a new tab must not give the opened page a handle on the portal.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The answer as safe HTML for the article page. */
export const sanitizeAnswer = (html: string) => sanitizeHtml(html, ANSWER_POLICY);
/** The answer as plain text, for searching and excerpts. */
export const answerText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|tr|td|th)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Timestamps as the Laravel backend renders them: 'YYYY-MM-DD HH:mm:ss' in Japan time. */
function jstTimestamp(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The guardian site's FAQ (site 3 of the provider's help centre). The same for every signed-in user. */
export class FaqService {
  constructor(
    private readonly db: Database,
    private readonly cache: ReadCache,
  ) {}

  /** The provider's FAQ changes a few times a year and nothing here writes it: each read is kept for the TTL. */
  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`faq:${key}`, ['faq'], load);
  }

  categories() {
    return this.cached('categories', async () => this.categoriesFromDatabase());
  }

  private categoriesFromDatabase() {
    return this.db
      .select({ id: faqCategories.id, name: faqCategories.name, position: faqCategories.position })
      .from(faqCategories)
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  }

  /** Sections of a category; null when the category does not exist. */
  sections(categoryId: number) {
    return this.cached(`sections:${categoryId}`, () => this.sectionsFromDatabase(categoryId));
  }

  private async sectionsFromDatabase(categoryId: number) {
    const [category] = await this.db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, categoryId));
    if (!category) return null;
    return this.db
      .select({ id: faqSections.id, name: faqSections.name })
      .from(faqSections)
      .where(eq(faqSections.categoryId, categoryId))
      .orderBy(asc(faqSections.position), asc(faqSections.id));
  }

  /** Articles of a section; null when the section does not exist. */
  articles(sectionId: number) {
    return this.cached(`articles:${sectionId}`, () => this.articlesFromDatabase(sectionId));
  }

  private async articlesFromDatabase(sectionId: number) {
    const [section] = await this.db
      .select({ id: faqSections.id })
      .from(faqSections)
      .where(eq(faqSections.id, sectionId));
    if (!section) return null;
    return this.db
      .select({ id: faqArticles.id, name: faqArticles.name })
      .from(faqArticles)
      .where(eq(faqArticles.sectionId, sectionId))
      .orderBy(asc(faqArticles.position), asc(faqArticles.id));
  }

  article(articleId: number) {
    return this.cached(`article:${articleId}`, () => this.articleFromDatabase(articleId));
  }

  private async articleFromDatabase(articleId: number) {
    const [row] = await this.db.select().from(faqArticles).where(eq(faqArticles.id, articleId));
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      section_id: row.sectionId,
      body: sanitizeAnswer(row.body),
      updated_at: jstTimestamp(row.updatedAt),
    };
  }

  /**
   * Articles matching a keyword or a typed question (see rankFaqArticles). The FAQ is a few dozen
   * articles, so ranking in memory is simpler and faster than a full-text index that would also
   * need Japanese tokenising.
   */
  async search(keyWord: string) {
    const documents = await this.cached('search-documents', () => this.searchDocuments());
    return rankFaqArticles(keyWord, documents)
      .slice(0, FAQ_SEARCH_LIMIT)
      .map(({ text, ...hit }) => ({ ...hit, excerpt: faqExcerpt(text) }));
  }

  /** Every article as the search ranks it: its plain text beside its section and category. */
  private async searchDocuments() {
    const rows = await this.db
      .select({
        id: faqArticles.id,
        name: faqArticles.name,
        body: faqArticles.body,
        section_id: faqSections.id,
        section_name: faqSections.name,
        category_name: faqCategories.name,
      })
      .from(faqArticles)
      .innerJoin(faqSections, eq(faqSections.id, faqArticles.sectionId))
      .innerJoin(faqCategories, eq(faqCategories.id, faqSections.categoryId))
      .orderBy(asc(faqCategories.position), asc(faqSections.position), asc(faqArticles.position), asc(faqArticles.id));
    return rows.map(({ body, ...row }) => ({ ...row, text: answerText(body) }));
  }
}
