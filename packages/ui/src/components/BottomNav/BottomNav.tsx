import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useUiTexts } from '../../texts';
import { DocumentIcon, HomeIcon, MenuIcon, ShieldIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import type { NavGroup } from '../Sidebar/NavGroups';
import * as styles from './BottomNav.css';

const BottomNavMenu = lazy(() => import('./BottomNavMenu'));

export type BottomNavLabels = {
  nav: string;
  home: string;
  privacy: string;
  terms: string;
  menu: string;
  close: string;
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
  const labels = { ...useUiTexts().bottomNav, ...labelOverrides };
  const [openState, setOpenState] = useState(false);
  // Once loaded, the menu stays mounted so Radix can return focus to the button on close.
  const requested = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
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
          {/* A plain button: the dialog's code loads on first use, so pages don't pay for it up front. */}
          <button
            ref={button}
            type="button"
            className={styles.item}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              requested.current = true;
              setOpen(true);
            }}
          >
            <MenuIcon />
            {labels.menu}
          </button>
          {open || requested.current ? (
            <Suspense fallback={null}>
              <BottomNavMenu
                open={open}
                onOpenChange={setOpen}
                groups={groups}
                title={labels.menu}
                closeLabel={labels.close}
                returnFocusRef={button}
                {...(currentPath === undefined ? {} : { currentPath })}
                {...(menuFooter === undefined ? {} : { menuFooter })}
              />
            </Suspense>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
