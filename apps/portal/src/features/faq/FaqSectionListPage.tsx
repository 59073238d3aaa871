import { Breadcrumb, Card, EmptyState, LinkList } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { faqLinks } from './links';

/** The sections of one FAQ category. The category's name comes from the (cached) category list. */
export function FaqSectionListPage({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const href = useHref();
  const sections = useSuspenseQuery(queries.getFaqSections({ id: categoryId }));
  const category = useQuery({
    ...queries.getFaqCategories(),
    select: (list) => list.find((c) => c.id === categoryId),
  });
  const headingId = useId();
  const heading = category.data
    ? t(($) => $.faq.sectionsOf, { name: category.data.name })
    : t(($) => $.faq.titles.sections);
  return (
    <>
      <Breadcrumb
        items={[
          { label: t(($) => $.faq.breadcrumb), href: href(faqLinks.top) },
          { label: category.data?.name ?? t(($) => $.faq.titles.sections) },
        ]}
      />
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        {sections.data.length === 0 ? (
          <EmptyState title={t(($) => $.faq.noSections)} />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={sections.data.map((s) => ({
              id: s.id,
              href: href(faqLinks.articles(s.id, categoryId)),
              title: s.name,
            }))}
          />
        )}
      </Card>
    </>
  );
}
