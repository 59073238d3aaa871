import { Card, Checkbox, EmptyState, Inline, NewsList, Pager, RangeCaption, Select, Stack } from '@portal/ui';
import { busyWhileLoading } from '@portal/ui/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentProps, useId } from 'react';
import { useHref } from '../../app/useHref';
import { informationLabelName } from '../../i18n/dataLabels';
import { useDateLocale } from '../../i18n/dates';
import { NewsFilterDialog } from './NewsFilterDialog';
import * as styles from './NewsScreens.css';
import { type NewsConfig, type NewsKind, type NewsRow, news, toNewsItem, useNewsTexts } from './news';
import { type DialogFilters, hasDialogFilters, hasFilters, type ListSearch } from './search';

type NewsItem = ComponentProps<typeof NewsList>['items'][number];

/** Spec 1 §2 "Announcement list" and "Information": filters in the URL, pinned or label filter, the paged list. */
export function NewsListPage({ kind, search }: { kind: NewsKind; search: ListSearch }) {
  const config = news[kind];
  const t = useNewsTexts(config.kind);
  const navigate = useNavigate();
  const href = useHref();
  const locale = useDateLocale();
  const go = (next: ListSearch) => void navigate(config.listLink({ ...next }));
  // The route's loader has fetched the list on arrival; the pinned block and labels are extras that may arrive
  // later. After a change of filter or page the previous list stays, marked busy, until the new one comes.
  const query = useQuery({ ...config.list(search), placeholderData: keepPreviousData });
  if (query.isError && !query.data) throw query.error;
  const list = query.data;
  const busy = query.isPlaceholderData;
  const toItem = (row: NewsRow): NewsItem => toNewsItem(config, row, href, locale, search);
  const filtered = hasFilters(search);

  return (
    <Stack space="lg">
      <Inline space="md" alignItems="flex-end">
        {config.labels ? (
          <LabelFilter
            kind={kind}
            query={config.labels}
            value={search.labelsId}
            onChange={(labelsId) => go({ ...search, labelsId, page: undefined })}
          />
        ) : null}
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
      </Inline>

      {config.pinned ? <PinnedNews kind={kind} query={config.pinned} toItem={toItem} /> : null}

      {!list ? null : list.total === 0 ? (
        <EmptyState
          title={filtered ? t.emptyFiltered : t.empty}
          description={filtered ? t.emptyFilteredHint : undefined}
        />
      ) : (
        <Stack
          as="section"
          id="news-list"
          tabIndex={-1}
          aria-label={t.listLabel}
          aria-busy={busy || undefined}
          className={busyWhileLoading}
          space="lg"
        >
          <RangeCaption total={list.total} from={list.from} to={list.to} />
          <NewsList
            aria-label={t.listLabel}
            importantLabel={t.important}
            unreadLabel={t.unread}
            items={list.data.map(toItem)}
          />
          <Pager
            focusTargetId="news-list"
            aria-label={t.pager}
            current={list.currentPage}
            last={list.lastPage}
            hrefFor={(page) => href(config.listLink({ ...search, page }))}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The label filter of information; the labels arrive on their own and the list does not wait for them. */
function LabelFilter({
  kind,
  query,
  value,
  onChange,
}: {
  kind: NewsKind;
  query: Required<NewsConfig>['labels'];
  value: number | undefined;
  onChange: (labelsId: number | undefined) => void;
}) {
  const t = useNewsTexts(kind);
  const labels = useQuery(query());
  return (
    <Select
      fieldClassName={styles.toolbarItem}
      label={t.label ?? ''}
      width="medium"
      placeholder={null}
      value={value ? String(value) : ''}
      options={[
        { value: '', label: t.allLabels ?? '' },
        ...(labels.data ?? []).map((l) => ({ value: String(l.id), label: informationLabelName(l.labelName) })),
      ]}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    />
  );
}

/** The pinned block of important items (announcements, information); a failure only leaves it out. */
function PinnedNews({
  kind,
  query,
  toItem,
}: {
  kind: NewsKind;
  query: Required<NewsConfig>['pinned'];
  toItem: (row: NewsRow) => NewsItem;
}) {
  const t = useNewsTexts(kind);
  const headingId = useId();
  const pinned = useQuery(query());
  if (!pinned.data || pinned.data.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.importantHeading}
      </h2>
      <NewsList
        aria-label={t.importantListLabel ?? ''}
        importantLabel={t.important}
        unreadLabel={t.unread}
        items={pinned.data.map(toItem)}
      />
    </Card>
  );
}
