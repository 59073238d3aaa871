import { Card, CardTitle, Link } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';
import { faqLinks } from '../faq/links';

/** Spec 1 §2 "Home page": the way to the FAQ. */
export function FaqBox() {
  const { t } = useTranslation();
  const href = useHref();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t(($) => $.home.faq)}
      </CardTitle>
      <p>{t(($) => $.home.faqBody)}</p>
      <p>
        <Link href={href(faqLinks.top)} variant="standalone">
          {t(($) => $.home.toFaq)}
        </Link>
      </p>
    </Card>
  );
}
