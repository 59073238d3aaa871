import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { ExternalIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './NavGroups.css';

export type NavItem = {
  id: string;
  label: string;
  href: string;
  /** Another site: opens in a new tab without giving it a handle on this page. */
  external?: boolean;
};
export type NavGroup = { id: string; label: string; items: readonly NavItem[] };

export type NavGroupsProps = {
  groups: readonly NavGroup[];
  /** The current path; its item is marked aria-current="page". */
  currentPath?: string;
  /** Called after an item is chosen (the full-screen menu closes itself with it). */
  onNavigate?: () => void;
  newTabText?: string;
};

/** The grouped menu shared by the sidebar and the phone's full-screen menu. */
export function NavGroups({
  groups,
  currentPath,
  onNavigate,
  newTabText = '（新しいタブで開きます）',
}: NavGroupsProps) {
  const Link = useLinkComponent();
  const baseId = useId();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const labelId = `${baseId}-${group.id}`;
        return (
          <div key={group.id}>
            <span id={labelId} className={styles.groupLabel}>
              {group.label}
            </span>
            <ul className={styles.list} aria-labelledby={labelId}>
              {group.items.map((item) => (
                <li key={item.id}>
                  {item.external ? (
                    <a
                      className={styles.link}
                      href={item.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={onNavigate}
                    >
                      {item.label}
                      <ExternalIcon className={styles.externalIcon} />
                      <span className={visuallyHidden}>{newTabText}</span>
                    </a>
                  ) : (
                    <Link
                      className={styles.link}
                      href={item.href}
                      aria-current={item.href === currentPath ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
