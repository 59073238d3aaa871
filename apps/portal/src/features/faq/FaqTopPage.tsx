import { Alert, Button, Card, EmptyState, LinkList, Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { FaqSearchForm } from './FaqSearchForm';

const t = messages.faq;

/**
 * FAQ TOP: the keyword box and the categories (spec 1 §2 "Documents and FAQ"). Every other FAQ page
 * returns here when its fetch fails, so this page shows its own failure in place instead.
 */
export function FaqTopPage({ loadFailed = false }: { loadFailed?: boolean }) {
  const categories = useQuery(queries.faqCategories());
  const headingId = useId();
  return (
    <>
      {loadFailed ? <Alert tone="caution">{t.loadFailed}</Alert> : null}
      <Card>
        <FaqSearchForm />
      </Card>
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t.categoriesHeading}</h2>
        {categories.isPending ? (
          <Skeleton lines={4} />
        ) : categories.isError ? (
          <Alert tone="critical">
            <p>{t.loadFailedTop}</p>
            <Button variant="secondary" onClick={() => void categories.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : categories.data.length === 0 ? (
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
