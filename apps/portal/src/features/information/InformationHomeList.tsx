import { HOME_LIST_PAGE_SIZE, homePublicDate } from '@portal/domain';
import { Alert, Card, CardTitle, EmptyState, Link, NewsList, Pager, Skeleton } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';

const t = messages.information;

export const informationDetailHref = (id: number) => `${paths.informationDetail}?informationsId=${id}`;

export type InformationHomeListProps = {
  /** The heading level inside the home page's outline. */
  headingLevel?: 2 | 3;
};

/** Home: information for every guardian, 4 a page (spec 1 §2 "Home page"), with the public date's first 11 characters. */
export function InformationHomeList({ headingLevel = 2 }: InformationHomeListProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...queries.informationList({ perPage: HOME_LIST_PAGE_SIZE, isImportant: 0, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={headingLevel} id={headingId}>
        {t.homeHeading}
      </CardTitle>
      {list.isPending ? (
        <Skeleton lines={4} />
      ) : list.isError ? (
        <Alert tone="critical">{t.loadFailed}</Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <>
          <NewsList
            aria-label={t.listLabel}
            importantLabel={t.important}
            unreadLabel={t.unread}
            items={list.data.data.map((item) => ({
              id: item.id,
              href: informationDetailHref(item.id),
              title: item.title,
              date: homePublicDate(item.publicDate),
              unread: item.isUnread,
              important: item.isImportant,
              label: item.labelName,
            }))}
          />
          <Pager
            aria-label={t.pager}
            current={list.data.currentPage}
            last={list.data.lastPage}
            onPageChange={setPage}
          />
        </>
      )}
      <p>
        <Link href={paths.informationList}>{t.toList}</Link>
      </p>
    </Card>
  );
}
