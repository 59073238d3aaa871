import type { ReactNode } from 'react';
import { useUiTexts } from '../../texts';
import { ChevronLeftIcon } from '../AppShell/icons';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './BackLink.css';

export type BackLinkProps = {
  href: string;
  children?: ReactNode;
};

/** A link back to the screen above (detail screens back to their list). */
export function BackLink({ href, children }: BackLinkProps) {
  const texts = useUiTexts();
  const Link = useLinkComponent();
  return (
    <Link className={styles.link} href={href}>
      <ChevronLeftIcon className={styles.icon} />
      {children ?? texts.backLink.label}
    </Link>
  );
}
