import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../AppShell/icons';
import { type NavGroup, NavGroups } from '../Sidebar/NavGroups';
import * as styles from './BottomNav.css';

type BottomNavMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly NavGroup[];
  title: string;
  closeLabel: string;
  currentPath?: string;
  menuFooter?: ReactNode;
  /** The button that opened the menu: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/** The full-screen menu of the BottomNav, loaded on first use. */
export default function BottomNavMenu({
  open,
  onOpenChange,
  groups,
  title,
  closeLabel,
  currentPath,
  menuFooter,
  returnFocusRef,
}: BottomNavMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix traps focus inside, closes on Escape; focus returns to the menu button. */}
        <Dialog.Content
          className={styles.menu}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Without a Radix Trigger, Radix has no element to return to: name it.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.menuHeader}>
            <Dialog.Title className={styles.menuTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <CloseIcon />
              {closeLabel}
            </Dialog.Close>
          </div>
          <div className={styles.menuBody}>
            <NavGroups
              groups={groups}
              onNavigate={() => onOpenChange(false)}
              {...(currentPath === undefined ? {} : { currentPath })}
            />
            {menuFooter ? <div className={styles.menuFooter}>{menuFooter}</div> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
