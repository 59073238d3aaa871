import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

// What classroom staff and the provider may author: text structure, emphasis, lists, tables and links.
// No images, media, forms, styles or scripts: the portal's CSP and the guardians' safety both ask for that.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not be able to reach back into the portal.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The same texts are read over and over (every home page shows the newest ones): sanitise each once.
const safeHtmlOf = new LRUCache<string, string>({
  max: 2_000,
  maxSize: 8_000_000,
  sizeCalculation: (safe, content) => safe.length + content.length,
});

/**
 * Authored content as safe HTML. Plain text (as some classrooms write it) becomes paragraphs and line
 * breaks; HTML keeps only the allowed tags. Used when content is stored and again when it is sent.
 */
export function toSafeHtml(content: string): string {
  const known = safeHtmlOf.get(content);
  if (known !== undefined) return known;
  const safe = sanitise(content);
  safeHtmlOf.set(content, safe);
  return safe;
}

function sanitise(content: string): string {
  if (!looksLikeHtml(content)) {
    return content
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter((block) => block !== '')
      .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br />')}</p>`)
      .join('');
  }
  return sanitizeHtml(content, options);
}
