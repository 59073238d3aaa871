import type { Schemas } from '@portal/api-client';
import {
  Box,
  CourseFilter,
  DocumentCard,
  DocumentCardGrid,
  EmptyState,
  FilterPanel,
  Pager,
  SortSelect,
  Stack,
} from '@portal/ui';
import { busyWhileLoading } from '@portal/ui/styles';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { type ColumnSearch, toColumnQuery } from './search';

const ALL = 'all';

/** Spec 1 §2 "Columns": courses of lecture SCIENCE_GATES carry the classroom's name before their own. */
export function courseLabel(course: Schemas['Course'], t: TFunction): string {
  return course.kozaCd === 'SCIENCE_GATES'
    ? `${t(($) => $.columns.sciencePrefix)}${course.courseName}`
    : course.courseName;
}

/** 「2026-05」 → 「2026年5月」 (May 2026 in English). */
function monthLabel(yearMonth: string, t: TFunction): string {
  const m = /^(\d{4})-(\d{1,2})$/.exec(yearMonth);
  return m ? t(($) => $.columns.monthLabel, { year: m[1] ?? '', month: String(Number(m[2])) }) : yearMonth;
}

export const columnListLink = (search: ColumnSearch) => linkOptions({ to: '/column/list', search });

/**
 * Spec 1 §2 "Columns": the course filter ('all' plus each course) and the sort order (latest by default),
 * folded behind a filter button on phones; cards open the column in a new tab, and a click marks the
 * column's notification read (a failure is only logged); the pager shows from two pages.
 */
export function ColumnListPage({ search }: { search: ColumnSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref();
  // Loaded by the route on arrival; after a change the previous cards stay, marked busy, until the new ones come.
  const query = useQuery({ ...queries.getColumns(toColumnQuery(search)), placeholderData: keepPreviousData });
  const markRead = useMutation({
    ...mutations.markColumnNotificationRead(),
    onError: (error) => console.warn('[columns] marking the notification read failed', error),
  });
  const go = (next: ColumnSearch) => void navigate(columnListLink(next));
  if (query.isError && !query.data) throw query.error;
  if (!query.data) return null;
  const { courses, data: page } = query.data;

  if (courses.length === 0) return <EmptyState title={t(($) => $.notices.columns.noCourse)} />;
  const labelOf = (code: string) => {
    const course = courses.find((c) => c.courseCd === code);
    return course ? courseLabel(course, t) : code;
  };

  return (
    <Stack space="lg">
      <Box as="p" margin={0}>
        {t(($) => $.columns.lead)}
      </Box>
      <FilterPanel toggleLabel={t(($) => $.columns.filter)} label={t(($) => $.columns.filterPanel)}>
        <CourseFilter
          label={t(($) => $.columns.courseLabel)}
          allLabel={t(($) => $.columns.all)}
          allValue={ALL}
          courses={courses.map((c) => ({ value: c.courseCd, label: courseLabel(c, t) }))}
          value={search.courseCd ?? ALL}
          onValueChange={(value) => go({ ...search, courseCd: value === ALL ? undefined : value, page: undefined })}
        />
        <SortSelect
          label={t(($) => $.columns.sortLabel)}
          value={search.sortOrder === 'oldest' ? 'oldest' : 'newest'}
          onValueChange={(value) =>
            go({ ...search, sortOrder: value === 'oldest' ? 'oldest' : undefined, page: undefined })
          }
        />
      </FilterPanel>

      {page.data.length === 0 ? (
        <EmptyState title={t(($) => $.notices.columns.noColumns)} />
      ) : (
        <Stack
          as="section"
          space="lg"
          id="column-list"
          tabIndex={-1}
          aria-label={t(($) => $.columns.listLabel)}
          aria-busy={query.isPlaceholderData || undefined}
          className={busyWhileLoading}
        >
          <DocumentCardGrid aria-label={t(($) => $.columns.listLabel)}>
            {page.data.map((column) => {
              const course = labelOf(column.courseCd);
              const month = monthLabel(column.releaseMonth, t);
              const title = column.title ?? t(($) => $.columns.fallbackTitle, { course, month });
              const meta = t(($) => $.columns.cardMeta, { course, month });
              return (
                <li key={column.id}>
                  <DocumentCard
                    title={title}
                    comments={column.lead ? t(($) => $.columns.cardComments, { meta, lead: column.lead }) : meta}
                    href={column.url}
                    imageSrc={column.imagePath}
                    linkLabel={t(($) => $.columns.open)}
                    external
                    newTabLabel={t(($) => $.shell.newTab)}
                    onOpen={() => markRead.mutate({ columnId: column.id })}
                  />
                </li>
              );
            })}
          </DocumentCardGrid>
          <Pager
            focusTargetId="column-list"
            aria-label={t(($) => $.columns.pager)}
            current={page.currentPage}
            last={page.lastPage}
            hrefFor={(p) => href(columnListLink({ ...search, page: p === 1 ? undefined : p }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
