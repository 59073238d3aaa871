import { clsx } from 'clsx';
import DOMPurify from 'dompurify';
import { type ComponentProps, useMemo } from 'react';
import * as styles from './RichContent.css';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

// A private DOMPurify instance, so this hook never changes how other code sanitises.
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        // Authored links may open new tabs; the opened page must not reach back to the portal.
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** Removes scripts, event handlers and unsafe URLs from authored HTML (announcements, FAQ, information). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ADD_ATTR: ['target'] });
}

export type RichContentProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the API; it is always sanitised before it reaches the page. */
  html: string;
};

/** Shows the HTML body of an announcement, information or FAQ article, sanitised with DOMPurify. */
export function RichContent({ html, className, ...rest }: RichContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
  return <div {...rest} className={clsx(styles.root, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
