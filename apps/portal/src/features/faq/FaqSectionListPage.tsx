import { Breadcrumb, Card, EmptyState, LinkList } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';

const t = messages.faq;

/** The sections of one FAQ category. The category's name comes from the (cached) category list. */
export function FaqSectionListPage({ categoryId }: { categoryId: number }) {
  const sections = useSuspenseQuery(queries.faqSections(categoryId));
  const category = useQuery({
    ...queries.faqCategories(),
    select: (list) => list.find((c) => c.id === categoryId),
  });
  const headingId = useId();
  const heading = category.data ? t.sectionsOf(category.data.name) : t.titles.sections;
  return (
    <>
      <Breadcrumb
        items={[{ label: t.breadcrumb, href: paths.faqTop }, { label: category.data?.name ?? t.titles.sections }]}
      />
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        {sections.data.length === 0 ? (
          <EmptyState title={t.noSections} />
        ) : (
          <LinkList
            aria-labelledby={headingId}
            items={sections.data.map((s) => ({ id: s.id, href: paths.faqArticleList(s.id), title: s.name }))}
          />
        )}
      </Card>
    </>
  );
}
