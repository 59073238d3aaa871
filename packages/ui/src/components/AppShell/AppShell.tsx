import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export const MAIN_CONTENT_ID = 'main-content';

export type AppShellProps = {
  header: ReactNode;
  /** The desktop sidebar; hidden below 869px. */
  sidebar?: ReactNode;
  /** The phone navigation; shown only below 869px. */
  bottomNav?: ReactNode;
  footer?: ReactNode;
  /** Notices for the whole page (the spec's "report" region), above the header. */
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
  reportLabel = 'お知らせ',
  skipLinkLabel = '本文へスキップ',
  children,
}: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {skipLinkLabel}
      </a>
      {report ? (
        <section className={styles.report} aria-label={reportLabel}>
          {report}
        </section>
      ) : null}
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
