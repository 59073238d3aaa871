import { type ReactNode, useId } from 'react';
import { useUiTexts } from '../../texts';
import { ChevronLeftIcon, ChevronRightIcon } from '../AppShell/icons';
import { type NavGroup, NavGroups } from './NavGroups';
import * as styles from './Sidebar.css';

export type SidebarProps = {
  groups: readonly NavGroup[];
  currentPath?: string;
  /** Collapsed to the 35px strip; the app remembers the choice. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  label?: string;
  toggleLabel?: string;
  /** Below the menu: the sign-out form. */
  footer?: ReactNode;
};

/** The desktop menu of spec 1 §2: a 290px panel that collapses to a 35px strip. */
export function Sidebar({
  groups,
  currentPath,
  collapsed,
  onCollapsedChange,
  label,
  toggleLabel,
  footer,
}: SidebarProps) {
  const contentId = useId();
  const texts = useUiTexts().sidebar;
  return (
    <nav className={styles.sidebar} aria-label={label ?? texts.label} data-collapsed={collapsed}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel ?? texts.toggle}
        aria-expanded={!collapsed}
        aria-controls={contentId}
        onClick={() => onCollapsedChange(!collapsed)}
      >
        {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </button>
      <div id={contentId} className={styles.content} hidden={collapsed}>
        <NavGroups groups={groups} {...(currentPath === undefined ? {} : { currentPath })} />
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </nav>
  );
}
