import { faqDate } from '@portal/domain';
import { BackLink, Breadcrumb, Card, RichContent } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';

const t = messages.faq;

/** One FAQ article: title, last-updated date as YYYY/MM/DD, the sanitised answer, and the way back. */
export function FaqArticleDetailPage({ articleId }: { articleId: number }) {
  const article = useSuspenseQuery(queries.faqArticle(articleId)).data;
  const headingId = useId();
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb, href: paths.faqTop }, { label: article.name }]} />
      <Card as="article" aria-labelledby={headingId}>
        <h2 id={headingId}>{article.name}</h2>
        <p>
          <time dateTime={article.updated_at.slice(0, 10)}>{t.updatedAt(faqDate(article.updated_at))}</time>
        </p>
        <RichContent html={article.body} />
      </Card>
      <BackLink href={paths.faqArticleList(article.section_id)}>{t.backToArticles}</BackLink>
    </>
  );
}
