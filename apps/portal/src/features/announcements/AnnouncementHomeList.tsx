import { HOME_LIST_PAGE_SIZE, homePublicDate } from '@portal/domain';
import { Alert, Card, CardTitle, EmptyState, Link, NewsList, Pager, Skeleton } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';

const t = messages.announcements;

export const announcementDetailHref = (id: number) => `${paths.announcementDetail}?announcementsId=${id}`;

export type AnnouncementHomeListProps = {
  /** The heading level inside the home page's outline. */
  headingLevel?: 2 | 3;
};

/** Home: the classroom announcements, 4 a page (spec 1 §2 "Home page"), with the public date's first 11 characters. */
export function AnnouncementHomeList({ headingLevel = 2 }: AnnouncementHomeListProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...queries.announcementList({ perPage: HOME_LIST_PAGE_SIZE, isImportant: 0, page }),
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
            items={list.data.data.map((a) => ({
              id: a.id,
              href: announcementDetailHref(a.id),
              title: a.title,
              date: homePublicDate(a.publicDate),
              unread: a.isUnread,
              important: a.isImportant,
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
        <Link href={paths.announcementList}>{t.toList}</Link>
      </p>
    </Card>
  );
}
