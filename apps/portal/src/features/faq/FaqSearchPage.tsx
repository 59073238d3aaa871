import { Breadcrumb, Card, EmptyState, Link, LinkList } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { FaqSearchForm } from './FaqSearchForm';
import { faqLinks } from './links';

/** Results of the FAQ keyword box, best match first, with the box kept above them to refine. */
export function FaqSearchPage({ keyWord }: { keyWord: string }) {
  const { t } = useTranslation();
  const href = useHref();
  const hits = useSuspenseQuery(queries.searchFaqArticles({ keyWord })).data;
  const headingId = useId();
  return (
    <>
      <Breadcrumb
        items={[
          { label: t(($) => $.faq.breadcrumb), href: href(faqLinks.top) },
          { label: t(($) => $.faq.titles.search) },
        ]}
      />
      <Card>
        <FaqSearchForm key={keyWord} initialKeyWord={keyWord} />
      </Card>
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} aria-live="polite">
          {t(($) => $.faq.resultsCount, { keyWord, count: hits.length })}
        </h2>
        {hits.length === 0 ? (
          <EmptyState
            title={t(($) => $.faq.noResults, { keyWord })}
            description={t(($) => $.faq.noResultsHint)}
            action={<Link href={href(faqLinks.top)}>{t(($) => $.faq.breadcrumb)}</Link>}
          />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={hits.map((hit) => ({
              id: hit.id,
              href: href(faqLinks.article(hit.id, undefined, keyWord)),
              meta: t(($) => $.faq.path, { category: hit.category_name, section: hit.section_name }),
              title: hit.name,
              description: hit.excerpt,
            }))}
          />
        )}
      </Card>
    </>
  );
}
