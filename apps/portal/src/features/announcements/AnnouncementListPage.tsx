import { Alert, Button, Card, Checkbox, EmptyState, NewsList, Pager, RangeCaption, Skeleton } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { announcementDetailHref } from './AnnouncementHomeList';
import { NewsFilterDialog } from './NewsFilterDialog';
import * as styles from './NewsScreens.css';
import { displayPublicDay } from './publicDate';
import { type DialogFilters, hasDialogFilters, hasFilters, type ListSearch, listHref, toListQuery } from './search';

const t = messages.announcements;

type Row = { id: number; title: string; publicDate: string; isUnread: boolean; isImportant: boolean };
const toItem = (a: Row) => ({
  id: a.id,
  href: announcementDetailHref(a.id),
  title: a.title,
  date: displayPublicDay(a.publicDate),
  unread: a.isUnread,
  important: a.isImportant,
});

/** Spec 1 §2 "Announcement list": filters in the URL, the pinned important block, the paged list. */
export function AnnouncementListPage({ search }: { search: ListSearch }) {
  const navigate = useNavigate();
  const pinnedId = useId();
  const go = (next: ListSearch) => void navigate({ href: listHref(paths.announcementList, next) });
  const list = useQuery({ ...queries.announcementList(toListQuery(search)), placeholderData: keepPreviousData });
  const pinned = useQuery(queries.importantAnnouncements());
  const filtered = hasFilters(search);
  // A hand-edited or outdated page number past the end moves to the last page instead of showing nothing.
  const lastPage = list.data?.lastPage;
  const beyond = lastPage !== undefined && (search.page ?? 1) > lastPage;
  useEffect(() => {
    if (beyond) void navigate({ href: listHref(paths.announcementList, { ...search, page: lastPage }), replace: true });
  }, [beyond, lastPage, navigate, search]);

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <NewsFilterDialog
          labels={t}
          value={{
            keyWord: search.keyWord,
            startDate: search.startDate,
            endDate: search.endDate,
            isUnread: search.isUnread,
          }}
          active={hasDialogFilters(search)}
          onApply={(filters: DialogFilters) => go({ ...search, ...filters, page: undefined })}
        />
        <Checkbox
          fieldClassName={styles.toolbarItem}
          label={t.importantOnly}
          checked={search.isImportant === 1}
          onChange={(event) => go({ ...search, isImportant: event.target.checked ? 1 : undefined, page: undefined })}
        />
      </div>

      {pinned.data && pinned.data.length > 0 ? (
        <Card as="section" aria-labelledby={pinnedId}>
          <h2 id={pinnedId} className={styles.sectionTitle}>
            {t.importantHeading}
          </h2>
          <NewsList
            aria-label={t.importantListLabel}
            importantLabel={t.important}
            unreadLabel={t.unread}
            items={pinned.data.map(toItem)}
          />
        </Card>
      ) : null}

      {list.isPending ? (
        <Skeleton lines={6} />
      ) : list.isError ? (
        <Alert tone="critical">
          {t.loadFailed}{' '}
          <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : list.data.total === 0 ? (
        <EmptyState
          title={filtered ? t.emptyFiltered : t.empty}
          description={filtered ? t.emptyFilteredHint : undefined}
        />
      ) : (
        <section aria-label={t.listLabel} className={styles.stack}>
          <RangeCaption total={list.data.total} from={list.data.from} to={list.data.to} />
          <NewsList
            aria-label={t.listLabel}
            importantLabel={t.important}
            unreadLabel={t.unread}
            items={list.data.data.map(toItem)}
          />
          <Pager
            aria-label={t.pager}
            current={list.data.currentPage}
            last={list.data.lastPage}
            hrefFor={(page) => listHref(paths.announcementList, { ...search, page })}
          />
        </section>
      )}
    </div>
  );
}
