import { clsx } from 'clsx';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import * as buttonStyles from '../Button/Button.css';
import { type UiLinkProps, useLinkComponent } from '../LinkProvider';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'button'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export type LinkProps = UiLinkProps & {
  /** `standalone` for links outside running text: bold, 44px tall; `button` for the one action of an item that
   * goes to a page (a test opening in its tab): it looks like the kit's primary button. */
  variant?: LinkVariant;
  /** Opens in a new tab (FAQ, contact, columns) and says so to every user. */
  external?: boolean;
  newTabLabel?: string;
};

function ExternalIcon() {
  return (
    <svg className={styles.icon} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A text link: in-app links go through the app's router link; external ones open a new tab safely. */
export function Link({ variant = 'inline', external = false, newTabLabel, className, children, ...rest }: LinkProps) {
  const LinkComponent = useLinkComponent();
  const texts = useUiTexts();
  // The button look is the Button's own, so a change to buttons reaches these links too.
  const look =
    variant === 'button'
      ? { className: clsx(buttonStyles.button, className), 'data-variant': 'primary' }
      : { className: clsx(styles.link, className), 'data-variant': variant };
  if (external) {
    return (
      <a {...rest} {...look} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalIcon />
        <span className={visuallyHidden}>{newTabLabel ?? texts.common.newTab}</span>
      </a>
    );
  }
  return (
    <LinkComponent {...rest} {...look}>
      {children}
    </LinkComponent>
  );
}
