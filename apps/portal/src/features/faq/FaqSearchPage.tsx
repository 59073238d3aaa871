import { Breadcrumb, Card, EmptyState, Link, LinkList } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { FaqSearchForm } from './FaqSearchForm';

const t = messages.faq;

/** Results of the FAQ keyword box, best match first, with the box kept above them to refine. */
export function FaqSearchPage({ keyWord }: { keyWord: string }) {
  const hits = useSuspenseQuery(queries.faqSearch(keyWord)).data;
  const headingId = useId();
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb, href: paths.faqTop }, { label: t.titles.search }]} />
      <Card>
        <FaqSearchForm key={keyWord} initialKeyWord={keyWord} />
      </Card>
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} aria-live="polite">
          {t.resultsCount(keyWord, hits.length)}
        </h2>
        {hits.length === 0 ? (
          <EmptyState
            title={t.noResults(keyWord)}
            description={t.noResultsHint}
            action={<Link href={paths.faqTop}>{t.breadcrumb}</Link>}
          />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={hits.map((hit) => ({
              id: hit.id,
              href: paths.faqArticleDetail(hit.id),
              meta: t.path(hit.category_name, hit.section_name),
              title: hit.name,
              description: hit.excerpt,
            }))}
          />
        )}
      </Card>
    </>
  );
}
