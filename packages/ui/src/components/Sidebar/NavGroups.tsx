import { type MouseEvent, useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import { ExternalIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './NavGroups.css';

export type NavItem = {
  id: string;
  label: string;
  href: string;
  /** Another site: opens in a new tab without giving it a handle on this page. */
  external?: boolean;
  /**
   * Called when the entry is chosen, before it navigates. An entry that first asks something in a dialog
   * (the terms before an online application) calls `event.preventDefault()`: nothing navigates and the
   * phone's full-screen menu stays open under the dialog, so focus can return to the entry.
   */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The entry opens a dialog instead of going straight to its page (aria-haspopup="dialog"). */
  opensDialog?: boolean;
  /** A count beside the label (unread chat messages); `label` is what a screen reader hears instead. */
  badge?: { count: number; label: string };
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
export function NavGroups({ groups, currentPath, onNavigate, newTabText }: NavGroupsProps) {
  const Link = useLinkComponent();
  const texts = useUiTexts();
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
                      <span className={visuallyHidden}>{newTabText ?? texts.common.newTab}</span>
                    </a>
                  ) : (
                    <Link
                      className={styles.link}
                      href={item.href}
                      aria-current={item.href === currentPath ? 'page' : undefined}
                      aria-haspopup={item.opensDialog ? 'dialog' : undefined}
                      onClick={(event) => {
                        // Only an entry that asks first may keep the menu open.
                        if (item.onSelect) {
                          item.onSelect(event);
                          if (event.defaultPrevented) return;
                        }
                        onNavigate?.();
                      }}
                    >
                      {item.label}
                      {item.badge && item.badge.count > 0 ? (
                        <>
                          <span className={styles.badge} aria-hidden="true">
                            {item.badge.count > 99 ? '99+' : item.badge.count}
                          </span>
                          <span className={visuallyHidden}>{item.badge.label}</span>
                        </>
                      ) : null}
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
