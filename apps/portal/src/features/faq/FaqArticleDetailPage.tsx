import { BackLink, Breadcrumb, Card, RichContent } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { useFormatDate } from '../../i18n/dates';
import { faqLinks } from './links';
import { useFaqPlace } from './useFaqPlace';

/** One FAQ article: title, last-updated date as YYYY/MM/DD, the sanitised answer, and the way back. */
export function FaqArticleDetailPage({
  articleId,
  categoryId,
  keyWord,
}: {
  articleId: number;
  categoryId?: number | undefined;
  /** The search the article was opened from: the way back is to its results, not to the section's list. */
  keyWord?: string | undefined;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const href = useHref();
  const article = useSuspenseQuery(queries.getFaqArticle({ id: articleId })).data;
  const { category, section } = useFaqPlace(categoryId, article.section_id);
  const headingId = useId();
  return (
    <>
      <Breadcrumb
        items={[
          { label: t(($) => $.faq.breadcrumb), href: href(faqLinks.top) },
          ...(category ? [{ label: category.name, href: href(faqLinks.sections(category.id)) }] : []),
          ...(category && section
            ? [{ label: section.name, href: href(faqLinks.articles(section.id, category.id)) }]
            : []),
          { label: article.name },
        ]}
      />
      <Card as="article" aria-labelledby={headingId}>
        <h2 id={headingId}>{article.name}</h2>
        <p>
          <time dateTime={article.updated_at.slice(0, 10)}>
            {t(($) => $.faq.updatedAt, { date: formatDate(article.updated_at) })}
          </time>
        </p>
        <RichContent html={article.body} />
      </Card>
      {keyWord ? (
        <BackLink href={href(faqLinks.search(keyWord))}>{t(($) => $.faq.backToSearch)}</BackLink>
      ) : (
        <BackLink href={href(faqLinks.articles(article.section_id, categoryId))}>
          {t(($) => $.faq.backToArticles)}
        </BackLink>
      )}
    </>
  );
}
