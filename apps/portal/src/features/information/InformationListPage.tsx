import { Alert, Button, Checkbox, EmptyState, NewsList, Pager, RangeCaption, Select, Skeleton } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { NewsFilterDialog } from '../announcements/NewsFilterDialog';
import * as styles from '../announcements/NewsScreens.css';
import { displayPublicDay } from '../announcements/publicDate';
import {
  type DialogFilters,
  hasDialogFilters,
  hasFilters,
  type ListSearch,
  listHref,
  toListQuery,
} from '../announcements/search';
import { informationDetailHref } from './InformationHomeList';

const t = messages.information;

/** Spec 1 §2 "Information": label, keyword, date range, unread and important filters in the URL; window pager. */
export function InformationListPage({ search }: { search: ListSearch }) {
  const navigate = useNavigate();
  const go = (next: ListSearch) => void navigate({ href: listHref(paths.informationList, next) });
  const labels = useQuery(queries.informationLabels());
  const list = useQuery({ ...queries.informationList(toListQuery(search, true)), placeholderData: keepPreviousData });
  const filtered = hasFilters(search);
  // A hand-edited or outdated page number past the end moves to the last page instead of showing nothing.
  const lastPage = list.data?.lastPage;
  const beyond = lastPage !== undefined && (search.page ?? 1) > lastPage;
  useEffect(() => {
    if (beyond) void navigate({ href: listHref(paths.informationList, { ...search, page: lastPage }), replace: true });
  }, [beyond, lastPage, navigate, search]);

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          fieldClassName={styles.toolbarItem}
          label={t.label}
          width="medium"
          placeholder={null}
          value={search.labelsId ? String(search.labelsId) : ''}
          options={[
            { value: '', label: t.allLabels },
            ...(labels.data ?? []).map((l) => ({ value: String(l.id), label: l.labelName })),
          ]}
          onChange={(event) =>
            go({ ...search, labelsId: event.target.value ? Number(event.target.value) : undefined, page: undefined })
          }
        />
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
            items={list.data.data.map((item) => ({
              id: item.id,
              href: informationDetailHref(item.id),
              title: item.title,
              date: displayPublicDay(item.publicDate),
              unread: item.isUnread,
              important: item.isImportant,
              label: item.labelName,
            }))}
          />
          <Pager
            aria-label={t.pager}
            current={list.data.currentPage}
            last={list.data.lastPage}
            hrefFor={(page) => listHref(paths.informationList, { ...search, page })}
          />
        </section>
      )}
    </div>
  );
}
