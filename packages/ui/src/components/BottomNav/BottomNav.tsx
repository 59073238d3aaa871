import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { CloseIcon, DocumentIcon, HomeIcon, MenuIcon, ShieldIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import { type NavGroup, NavGroups } from '../Sidebar/NavGroups';
import * as styles from './BottomNav.css';

export type BottomNavLabels = {
  nav: string;
  home: string;
  privacy: string;
  terms: string;
  menu: string;
  close: string;
};

const defaultLabels: BottomNavLabels = {
  nav: 'ボトムナビゲーション',
  home: 'ホーム',
  privacy: '個人情報',
  terms: '利用規約',
  menu: 'メニュー',
  close: '閉じる',
};

export type BottomNavProps = {
  /** The menu groups of the guardian's role, shown full screen. */
  groups: readonly NavGroup[];
  currentPath?: string;
  homeHref?: string;
  privacyHref: string;
  termsHref: string;
  labels?: Partial<BottomNavLabels>;
  /** Below the menu: the sign-out form. */
  menuFooter?: ReactNode;
  /** Controlled open state of the full-screen menu (uncontrolled when omitted). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Phone navigation of spec 1 §2 (below 869px): home, privacy, terms and a full-screen menu. */
export function BottomNav({
  groups,
  currentPath,
  homeHref = '/',
  privacyHref,
  termsHref,
  labels: labelOverrides,
  menuFooter,
  open: openProp,
  onOpenChange,
}: BottomNavProps) {
  const Link = useLinkComponent();
  const labels = { ...defaultLabels, ...labelOverrides };
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const current = (href: string) => (href === currentPath ? 'page' : undefined);

  return (
    <nav className={styles.bar} aria-label={labels.nav}>
      <ul className={styles.list}>
        <li>
          <Link className={styles.item} href={homeHref} aria-current={current(homeHref)}>
            <HomeIcon />
            {labels.home}
          </Link>
        </li>
        <li>
          <Link className={styles.item} href={privacyHref} aria-current={current(privacyHref)}>
            <ShieldIcon />
            {labels.privacy}
          </Link>
        </li>
        <li>
          <Link className={styles.item} href={termsHref} aria-current={current(termsHref)}>
            <DocumentIcon />
            {labels.terms}
          </Link>
        </li>
        <li>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className={styles.item}>
              <MenuIcon />
              {labels.menu}
            </Dialog.Trigger>
            <Dialog.Portal>
              {/* Radix traps focus inside, closes on Escape and returns focus to the trigger. */}
              <Dialog.Content className={styles.menu} aria-describedby={undefined}>
                <div className={styles.menuHeader}>
                  <Dialog.Title className={styles.menuTitle}>{labels.menu}</Dialog.Title>
                  <Dialog.Close className={styles.close}>
                    <CloseIcon />
                    {labels.close}
                  </Dialog.Close>
                </div>
                <div className={styles.menuBody}>
                  <NavGroups
                    groups={groups}
                    onNavigate={() => setOpen(false)}
                    {...(currentPath === undefined ? {} : { currentPath })}
                  />
                  {menuFooter ? <div className={styles.menuFooter}>{menuFooter}</div> : null}
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </li>
      </ul>
    </nav>
  );
}
