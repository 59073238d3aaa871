import type { ReactNode } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './AppShell.css';

export const MAIN_CONTENT_ID = 'main-content';

export type AppShellProps = {
  header: ReactNode;
  /** The desktop sidebar; hidden below 869px. */
  sidebar?: ReactNode;
  /** The phone navigation; shown only below 869px. */
  bottomNav?: ReactNode;
  footer?: ReactNode;
  /**
   * Reports for the whole page (the spec's "report" region), above the header: a maintenance notice, the
   * connection lost. The region is always there and polite, so what appears in it later is announced.
   */
  report?: ReactNode;
  reportLabel?: string;
  skipLinkLabel?: string;
  children: ReactNode;
};

/** The page frame of spec 1 §2 "Layout": report, header, sidebar, main, footer. */
export function AppShell({
  header,
  sidebar,
  bottomNav,
  footer,
  report,
  reportLabel,
  skipLinkLabel,
  children,
}: AppShellProps) {
  const texts = useUiTexts().appShell;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {skipLinkLabel ?? texts.skipLink}
      </a>
      <section className={styles.report} aria-label={reportLabel ?? texts.report} aria-live="polite">
        {report}
      </section>
      {header}
      <div className={styles.body}>
        {sidebar ? <div className={styles.sidebarSlot}>{sidebar}</div> : null}
        <div className={styles.column}>
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            {children}
          </main>
          {footer}
        </div>
      </div>
      {bottomNav ? <div className={styles.bottomNavSlot}>{bottomNav}</div> : null}
    </div>
  );
}
