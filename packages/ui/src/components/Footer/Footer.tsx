import type { ReactNode } from 'react';
import { useUiTexts } from '../../texts';
import { ArrowUpIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Footer.css';

export type FooterProps = {
  privacyHref: string;
  termsHref: string;
  privacyLabel?: string;
  termsLabel?: string;
  toTopLabel?: string;
  copyright?: string;
  /** Where "back to top" moves focus after scrolling (the page's main region by default). */
  focusTargetId?: string;
  /** Settings every page offers, signed in or not (the portal's language switch), before the copyright. */
  children?: ReactNode;
};

function scrollToTop(focusTargetId: string) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // Keyboard users continue from the top instead of staying at the footer.
  document.getElementById(focusTargetId)?.focus({ preventScroll: true });
}

/** Footer of spec 1 §2: a scroll-to-top bar, links to the privacy notice and the terms. */
export function Footer({
  privacyHref,
  termsHref,
  privacyLabel,
  termsLabel,
  toTopLabel,
  copyright,
  focusTargetId = 'main-content',
  children,
}: FooterProps) {
  const Link = useLinkComponent();
  const texts = useUiTexts().footer;
  return (
    <footer className={styles.footer}>
      <button type="button" className={styles.toTop} onClick={() => scrollToTop(focusTargetId)}>
        <ArrowUpIcon />
        {toTopLabel ?? texts.toTop}
      </button>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} href={privacyHref}>
              {privacyLabel ?? texts.privacy}
            </Link>
          </li>
          <li>
            <Link className={styles.link} href={termsHref}>
              {termsLabel ?? texts.terms}
            </Link>
          </li>
        </ul>
        {children}
        <p className={styles.copyright}>{copyright ?? texts.copyright}</p>
      </div>
    </footer>
  );
}
