import { Card, CardTitle, Link } from '@portal/ui';
import { useId } from 'react';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';

const t = messages.home;

/** Spec 1 §2 "Home page": the way to the FAQ. */
export function FaqBox() {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t.faq}
      </CardTitle>
      <p>{t.faqBody}</p>
      <p>
        <Link href={paths.faqTop} variant="standalone">
          {t.toFaq}
        </Link>
      </p>
    </Card>
  );
}
