import { courseColorKey } from '@portal/domain';
import {
  Box,
  EmptyState,
  FilterPanel,
  LessonRecordCard,
  Pager,
  SortSelect,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tiles,
} from '@portal/ui';
import { busyWhileLoading } from '@portal/ui/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import * as styles from './LessonRecords.css';
import { monthParts, type OwnSearch, ownDetailLink, toOwnQuery } from './search';

export const ownListLink = (search: OwnSearch) => linkOptions({ to: '/studentLessonRecord/list', search });
const ALL = '0';

/**
 * Spec 1 §2 "Student lesson records": tabs (all, then one per child), the sort order, the count caption, a
 * grid of cards coloured by course and the pager; on phones the tabs and sort fold behind a filter button.
 */
export function StudentLessonRecordListPage({
  search,
  kids,
}: {
  search: OwnSearch;
  kids: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref();
  // Loaded by the route on arrival; after a change the previous cards stay, marked busy, until the new ones come.
  const query = useQuery({ ...queries.getStudentLessonRecords(toOwnQuery(search)), placeholderData: keepPreviousData });
  const go = (next: OwnSearch) => void navigate(ownListLink(next));
  if (query.isError && !query.data) throw query.error;
  if (!query.data) return null;
  const page = query.data;
  const perPage = 12;
  const from = (page.current_page - 1) * perPage + 1;
  const monthOf = (date: string) => {
    const m = monthParts(date);
    return m ? t(($) => $.lessonRecords.monthLabel, m) : date;
  };

  const tab = String(search.tab ?? ALL);
  const results = (
    <>
      <p className={styles.caption} aria-live="polite">
        {page.total === 0
          ? t(($) => $.lessonRecords.countNone)
          : t(($) => $.lessonRecords.count, {
              total: page.total,
              from,
              to: from + page.data.length - 1,
            })}
      </p>
      {page.data.length === 0 ? (
        <EmptyState title={t(($) => $.lessonRecords.empty)} />
      ) : (
        <Stack
          as="section"
          space="lg"
          id="lesson-record-list"
          tabIndex={-1}
          aria-label={t(($) => $.lessonRecords.listLabel)}
          aria-busy={query.isPlaceholderData || undefined}
          className={busyWhileLoading}
        >
          <Tiles as="ul" space="md" listStyle="none" margin={0} padding={0}>
            {page.data.map((record) => {
              const kidName = `${record.last_name} ${record.first_name}`;
              return (
                <li key={record.id}>
                  <LessonRecordCard
                    href={href(ownDetailLink(record.id, search))}
                    imageSrc={record.image_path ?? undefined}
                    imageAlt={t(($) => $.lessonRecords.photoAlt, { name: kidName, title: record.title })}
                    kidName={kidName}
                    title={record.title}
                    postMonth={monthOf(record.post_date)}
                    colorKey={courseColorKey(record.course_cd)}
                  />
                </li>
              );
            })}
          </Tiles>
          <Pager
            focusTargetId="lesson-record-list"
            aria-label={t(($) => $.lessonRecords.pager)}
            current={page.current_page}
            last={page.last_page}
            hrefFor={(p) => href(ownListLink({ ...search, page: p === 1 ? undefined : p }))}
          />
        </Stack>
      )}
    </>
  );
  return (
    // The kit's Tabs lays its parts out in a column of its own.
    <Tabs
      value={tab}
      onValueChange={(value) => go({ ...search, tab: value === ALL ? undefined : Number(value), page: undefined })}
      activationMode="manual"
    >
      <Box as="p" margin={0}>
        {t(($) => $.lessonRecords.ownLead)}
      </Box>
      <FilterPanel toggleLabel={t(($) => $.lessonRecords.filter)} label={t(($) => $.lessonRecords.filterPanel)}>
        <TabList aria-label={t(($) => $.lessonRecords.tabsLabel)}>
          <Tab value={ALL}>{t(($) => $.lessonRecords.allChildren)}</Tab>
          {kids.map((kid) => (
            <Tab key={kid.id} value={String(kid.id)}>
              {kid.name}
            </Tab>
          ))}
        </TabList>
        <SortSelect
          label={t(($) => $.lessonRecords.sortLabel)}
          value={search.sortOrder === 'oldest' ? 'oldest' : 'newest'}
          onValueChange={(value) =>
            go({ ...search, sortOrder: value === 'oldest' ? 'oldest' : undefined, page: undefined })
          }
        />
      </FilterPanel>

      {/* Only the chosen tab's panel is rendered; each tab names its own so the tabs' aria-controls resolve. */}
      {[ALL, ...kids.map((kid) => String(kid.id))].map((value) => (
        <Stack as={TabPanel} key={value} value={value} space="lg">
          {value === tab && results}
        </Stack>
      ))}
    </Tabs>
  );
}
