import { Alert, Card, EmptyState, LinkList } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { FaqSearchForm } from './FaqSearchForm';

const t = messages.faq;

/** FAQ TOP: the keyword box and the categories (spec 1 §2 "Documents and FAQ"). */
export function FaqTopPage({ loadFailed = false }: { loadFailed?: boolean }) {
  const categories = useSuspenseQuery(queries.faqCategories());
  const headingId = useId();
  return (
    <>
      {loadFailed ? <Alert tone="caution">{t.loadFailed}</Alert> : null}
      <Card>
        <FaqSearchForm />
      </Card>
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t.categoriesHeading}</h2>
        {categories.data.length === 0 ? (
          <EmptyState title={t.noCategories} />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={categories.data.map((c) => ({ id: c.id, href: paths.faqSectionList(c.id), title: c.name }))}
          />
        )}
      </Card>
    </>
  );
}
