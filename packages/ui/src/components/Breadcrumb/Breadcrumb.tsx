import { useUiTexts } from '../../texts';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Breadcrumb.css';

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbProps = {
  /** From the top level down to the current page (the last item, not a link). */
  items: readonly BreadcrumbItem[];
  label?: string;
};

/** Where the page sits: links to the levels above and the current page last. */
export function Breadcrumb({ items, label }: BreadcrumbProps) {
  const texts = useUiTexts();
  const Link = useLinkComponent();
  return (
    <nav aria-label={label ?? texts.breadcrumb.label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.href ?? ''}|${item.label}`} className={styles.item}>
              {isLast || !item.href ? (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
