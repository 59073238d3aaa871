import { Alert, Button, Card, EmptyState, LinkList, Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { FaqSearchForm } from './FaqSearchForm';
import { faqLinks } from './links';

/**
 * FAQ TOP: the keyword box and the categories (spec 1 §2 "Documents and FAQ"). Every other FAQ page
 * returns here when its fetch fails, so this page shows its own failure in place instead.
 */
export function FaqTopPage({ loadFailed = false }: { loadFailed?: boolean }) {
  const { t } = useTranslation();
  const href = useHref();
  const categories = useQuery(queries.getFaqCategories());
  const headingId = useId();
  return (
    <>
      {loadFailed ? <Alert tone="caution">{t(($) => $.faq.loadFailed)}</Alert> : null}
      <Card>
        <FaqSearchForm />
      </Card>
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t(($) => $.faq.categoriesHeading)}</h2>
        {categories.isPending ? (
          <Skeleton lines={4} />
        ) : categories.isError ? (
          <Alert tone="critical">
            <p>{t(($) => $.faq.loadFailedTop)}</p>
            <Button variant="secondary" onClick={() => void categories.refetch()}>
              {t(($) => $.faq.retry)}
            </Button>
          </Alert>
        ) : categories.data.length === 0 ? (
          <EmptyState title={t(($) => $.faq.noCategories)} />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={categories.data.map((c) => ({ id: c.id, href: href(faqLinks.sections(c.id)), title: c.name }))}
          />
        )}
      </Card>
    </>
  );
}
