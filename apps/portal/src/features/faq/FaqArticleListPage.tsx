import { Breadcrumb, Card, EmptyState, LinkList } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';

const t = messages.faq;

/** The questions of one FAQ section. */
export function FaqArticleListPage({ sectionId }: { sectionId: number }) {
  const articles = useSuspenseQuery(queries.faqArticles(sectionId));
  const headingId = useId();
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb, href: paths.faqTop }, { label: t.articlesHeading }]} />
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t.articlesHeading}</h2>
        {articles.data.length === 0 ? (
          <EmptyState title={t.noArticles} />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={articles.data.map((a) => ({ id: a.id, href: paths.faqArticleDetail(a.id), title: a.name }))}
          />
        )}
      </Card>
    </>
  );
}
