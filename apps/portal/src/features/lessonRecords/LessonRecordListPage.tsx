import { COURSES_BY_LECTURE, createLessonRecordMonthSchema, LECTURES, lessonRecordMonthWindow } from '@portal/domain';
import {
  Button,
  Card,
  ComboBoxField,
  EllipsisPager,
  EmptyState,
  Inline,
  PostCard,
  Select,
  SortSelect,
  Stack,
  TextField,
  Tiles,
} from '@portal/ui';
import { busyWhileLoading } from '@portal/ui/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { useHref } from '../../app/useHref';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './LessonRecords.css';
import { monthParts, type PublicSearch, publicDetailLink, toPublicQuery } from './search';

export const publicListLink = (search: PublicSearch) => linkOptions({ to: '/lessonRecord/list', search });

type Draft = Required<Omit<PublicSearch, 'page' | 'sortOrder'>>;
const toDraft = (s: PublicSearch): Draft => ({
  classRoomNumber: s.classRoomNumber ?? '',
  kozaCd: s.kozaCd ?? '',
  courseCd: s.courseCd ?? '',
  nickname: s.nickname ?? '',
  startDate: s.startDate ?? '',
  endDate: s.endDate ?? '',
});

/**
 * Spec 1 §2 "Everyone's posts": the search form (classroom autocomplete, lecture, course, nickname, month
 * range a year back, sort, reset), the cards and the ellipsis pager. The search lives in the URL, so back
 * and reload keep it.
 */
export function LessonRecordListPage({ search }: { search: PublicSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref();
  const today = useNow();
  // Loaded by the route on arrival; after a change the previous cards stay, marked busy, until the new ones come
  // (issue 31 items 7, 28: a loader in the list's place lost the reader's place and the toolbar).
  const query = useQuery({
    ...queries.getPublicLessonRecords(toPublicQuery(search)),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<Draft>(() => toDraft(search));
  const [monthErrors, setMonthErrors] = useState<{ startDate?: string; endDate?: string }>({});
  // A new search in the URL (the pager, Back, the form's own send) sets the form from it.
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's value, not its object, is what changes.
  useEffect(() => {
    setDraft(toDraft(search));
    setMonthErrors({});
  }, [searchKey]);
  const window = lessonRecordMonthWindow(today);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const go = (next: PublicSearch) => void navigate(publicListLink(next));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const months = createLessonRecordMonthSchema(today).safeParse({
      startDate: draft.startDate,
      endDate: draft.endDate,
    });
    if (!months.success) {
      const errors: { startDate?: string; endDate?: string } = {};
      for (const issue of months.error.issues) {
        const field = issue.path[0] as 'startDate' | 'endDate';
        errors[field] ??= wordCode(issue.message, t);
      }
      setMonthErrors(errors);
      return;
    }
    setMonthErrors({});
    const trimmed = Object.fromEntries(
      Object.entries({ ...draft, nickname: draft.nickname.trim() }).filter(([, v]) => v !== ''),
    ) as PublicSearch;
    go({ ...trimmed, sortOrder: search.sortOrder });
  };
  const reset = () => {
    setDraft(toDraft({}));
    setMonthErrors({});
    go({});
  };
  if (query.isError && !query.data) throw query.error;
  if (!query.data) return null;
  const page = query.data;
  const busy = query.isPlaceholderData || undefined;
  const courses = draft.kozaCd
    ? (COURSES_BY_LECTURE[draft.kozaCd as keyof typeof COURSES_BY_LECTURE] ?? [])
    : page.course_name.map((c) => ({ id: c.courseCd, label: c.courseName }));

  return (
    <Stack space="lg">
      <search aria-label={t(($) => $.lessonRecords.searchLabel)}>
        <Card elevation="flat">
          <Tiles as="form" space="md" alignItems="flex-end" noValidate onSubmit={submit}>
            <ComboBoxField
              id="lesson-record-classroom"
              label={t(($) => $.lessonRecords.classroom)}
              hint={t(($) => $.lessonRecords.classroomHint)}
              options={page.classroom_name.map((c) => ({ value: c.CLASSROOM_NO, label: c.CLASSROOM_NAME }))}
              value={draft.classRoomNumber}
              onValueChange={set('classRoomNumber')}
              openLabel={t(($) => $.lessonRecords.classroom)}
              emptyText={t(($) => $.lessonRecords.classroomNoMatch)}
            />
            <Select
              id="lesson-record-lecture"
              label={t(($) => $.lessonRecords.lecture)}
              placeholder={t(($) => $.lessonRecords.any)}
              options={LECTURES.map((l) => ({ value: l.code, label: l.label }))}
              value={draft.kozaCd}
              onChange={(event) => setDraft((d) => ({ ...d, kozaCd: event.target.value, courseCd: '' }))}
            />
            <Select
              id="lesson-record-course"
              label={t(($) => $.lessonRecords.course)}
              placeholder={t(($) => $.lessonRecords.any)}
              options={courses.map((c) => ({ value: c.id, label: c.label }))}
              value={draft.courseCd}
              onChange={(event) => set('courseCd')(event.target.value)}
            />
            <TextField
              id="lesson-record-nickname"
              label={t(($) => $.lessonRecords.nickname)}
              value={draft.nickname}
              maxLength={50}
              onChange={(event) => set('nickname')(event.target.value)}
            />
            <TextField
              id="lesson-record-start"
              type="month"
              label={t(($) => $.lessonRecords.startMonth)}
              hint={t(($) => $.lessonRecords.monthHint, {
                min: t(($) => $.lessonRecords.monthLabel, monthParts(window.min) ?? { year: '', month: '' }),
                max: t(($) => $.lessonRecords.monthLabel, monthParts(window.max) ?? { year: '', month: '' }),
              })}
              min={window.min}
              max={window.max}
              value={draft.startDate}
              error={monthErrors.startDate}
              onChange={(event) => set('startDate')(event.target.value)}
            />
            <TextField
              id="lesson-record-end"
              type="month"
              label={t(($) => $.lessonRecords.endMonth)}
              min={window.min}
              max={window.max}
              value={draft.endDate}
              error={monthErrors.endDate}
              onChange={(event) => set('endDate')(event.target.value)}
            />
            <Inline space="sm" gridColumn="full">
              <Button type="submit">{t(($) => $.lessonRecords.search)}</Button>
              <Button type="button" variant="secondary" onClick={reset}>
                {t(($) => $.lessonRecords.reset)}
              </Button>
            </Inline>
          </Tiles>
        </Card>
      </search>
      <SortSelect
        label={t(($) => $.lessonRecords.sortLabel)}
        value={search.sortOrder === 'oldest' ? 'oldest' : 'newest'}
        onValueChange={(value) =>
          go({ ...search, sortOrder: value === 'oldest' ? 'oldest' : undefined, page: undefined })
        }
      />
      <p className={styles.caption} aria-live="polite" aria-busy={busy}>
        {page.total === 0
          ? t(($) => $.lessonRecords.countNone)
          : t(($) => $.lessonRecords.count, {
              total: page.total,
              from: (page.current_page - 1) * 12 + 1,
              to: (page.current_page - 1) * 12 + page.data.length,
            })}
      </p>
      {page.data.length === 0 ? (
        <EmptyState title={t(($) => $.lessonRecords.emptyPublic)} />
      ) : (
        <Stack
          as="section"
          space="lg"
          id="public-post-list"
          tabIndex={-1}
          aria-label={t(($) => $.lessonRecords.publicTitle)}
          aria-busy={busy}
          className={busyWhileLoading}
        >
          <Tiles as="ul" space="md" listStyle="none" margin={0} padding={0}>
            {page.data.map((post) => (
              <li key={post.id}>
                <PostCard
                  href={href(publicDetailLink(post.id, search))}
                  imageSrc={post.image_path ?? undefined}
                  imageAlt={t(($) => $.lessonRecords.publicPhotoAlt, { title: post.title })}
                  title={post.title}
                  nickname={post.nickname}
                />
              </li>
            ))}
          </Tiles>
          <EllipsisPager
            aria-label={t(($) => $.lessonRecords.pager)}
            current={page.current_page}
            last={page.last_page}
            hrefFor={(p) => href(publicListLink({ ...search, page: p === 1 ? undefined : p }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
