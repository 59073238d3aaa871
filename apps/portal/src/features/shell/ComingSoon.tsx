import { BackLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** A page the spec names but the portal does not build yet: it says so plainly (COPY.md), not "not found". */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section aria-label={t(($) => $.common.comingSoonTitle)}>
      <p>{t(($) => $.common.comingSoonBody)}</p>
      <BackLink href="/">{t(($) => $.common.backToHome)}</BackLink>
    </section>
  );
}
