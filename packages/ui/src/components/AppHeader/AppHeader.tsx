import type { ReactNode } from 'react';
import { useUiTexts } from '../../texts';
import { UserIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './AppHeader.css';

export type AppHeaderProps = {
  productName?: string;
  homeHref?: string;
  /** The notification bell (or nothing before sign-in). */
  notifications?: ReactNode;
  /** Where the profile icon goes (ProfileList); no icon when absent. */
  profileHref?: string;
  profileLabel?: string;
  /** The guardian's icon; the default icon when null or missing (spec 1 §3 User.iconPath). */
  iconSrc?: string | null;
};

/** Header of spec 1 §2: logo to home, notification bell, profile icon. */
export function AppHeader({
  productName,
  homeHref = '/',
  notifications,
  profileHref,
  profileLabel,
  iconSrc,
}: AppHeaderProps) {
  const texts = useUiTexts().appHeader;
  const Link = useLinkComponent();
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.logo}>
        <span className={styles.logoMark} aria-hidden="true">
          {texts.logoMark}
        </span>
        <span className={styles.logoText}>{productName ?? texts.productName}</span>
      </Link>
      <div className={styles.actions}>
        {notifications}
        {profileHref ? (
          <Link href={profileHref} className={styles.profile} aria-label={profileLabel ?? texts.profile}>
            {iconSrc ? <img className={styles.avatar} src={iconSrc} alt="" /> : <UserIcon />}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
