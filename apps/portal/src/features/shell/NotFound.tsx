import { BackLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section aria-label={t(($) => $.common.notFoundTitle)}>
      <p>{t(($) => $.common.notFoundBody)}</p>
      <BackLink href="/">{t(($) => $.common.backToHome)}</BackLink>
    </section>
  );
}
