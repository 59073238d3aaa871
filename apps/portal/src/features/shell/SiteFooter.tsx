import { Footer } from '@portal/ui';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';
import { LanguageSwitch } from './LanguageSwitch';

/** The footer both frames share: back to top, the privacy notice the reader should see, the terms, the language. */
export function SiteFooter({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <Footer
      privacyHref={privacyHref}
      termsHref={href(linkOptions({ to: '/kiyaku' }))}
      privacyLabel={t(($) => $.shell.privacy)}
      termsLabel={t(($) => $.shell.terms)}
      toTopLabel={t(($) => $.shell.toTop)}
      copyright={t(($) => $.shell.copyright)}
    >
      <LanguageSwitch />
    </Footer>
  );
}
