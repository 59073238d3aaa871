import { Breadcrumb, Card, EmptyState, LinkList } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { faqLinks } from './links';
import { useFaqPlace } from './useFaqPlace';

/**
 * The questions of one FAQ section, named by the section and its category when the link said which
 * category it came from (the list call itself names neither); otherwise a plain 「質問一覧」.
 */
export function FaqArticleListPage({ sectionId, categoryId }: { sectionId: number; categoryId?: number | undefined }) {
  const { t } = useTranslation();
  const href = useHref();
  const articles = useSuspenseQuery(queries.getFaqArticles({ id: sectionId }));
  const { category, section } = useFaqPlace(categoryId, sectionId);
  const headingId = useId();
  const heading = section?.name ?? t(($) => $.faq.articlesHeading);
  return (
    <>
      <Breadcrumb
        items={[
          { label: t(($) => $.faq.breadcrumb), href: href(faqLinks.top) },
          ...(category ? [{ label: category.name, href: href(faqLinks.sections(category.id)) }] : []),
          { label: heading },
        ]}
      />
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        {articles.data.length === 0 ? (
          <EmptyState title={t(($) => $.faq.noArticles)} />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={articles.data.map((a) => ({
              id: a.id,
              href: href(faqLinks.article(a.id, categoryId)),
              title: a.name,
            }))}
          />
        )}
      </Card>
    </>
  );
}
