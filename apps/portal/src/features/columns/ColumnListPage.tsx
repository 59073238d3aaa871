import type { Schemas } from '@portal/api-client';
import { Button, CourseFilter, DocumentCard, DocumentCardGrid, EmptyState, Pager, SortSelect } from '@portal/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import * as styles from './ColumnListPage.css';
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
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const { courses, data: page } = useSuspenseQuery(queries.getColumns(toColumnQuery(search))).data;
  const markRead = useMutation({
    ...mutations.markColumnNotificationRead(),
    onError: (error) => console.warn('[columns] marking the notification read failed', error),
  });
  const go = (next: ColumnSearch) => void navigate(columnListLink(next));

  if (courses.length === 0) return <EmptyState title={t(($) => $.notices.columns.noCourse)} />;
  const labelOf = (code: string) => {
    const course = courses.find((c) => c.courseCd === code);
    return course ? courseLabel(course, t) : code;
  };

  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t(($) => $.columns.lead)}</p>
      <Button
        variant="secondary"
        className={styles.filterToggle}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        {t(($) => $.columns.filter)}
      </Button>
      <section id={panelId} aria-label={t(($) => $.columns.filterPanel)} className={styles.panel} data-open={panelOpen}>
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
      </section>

      {page.data.length === 0 ? (
        <EmptyState title={t(($) => $.notices.columns.noColumns)} />
      ) : (
        <section id="column-list" tabIndex={-1} aria-label={t(($) => $.columns.listLabel)} className={styles.stack}>
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
        </section>
      )}
    </div>
  );
}
