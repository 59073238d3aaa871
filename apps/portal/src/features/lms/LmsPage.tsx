import { ApiError, type Schemas } from '@portal/api-client';
import {
  courseColorKey,
  courseDisplayName,
  hasLmsLessons,
  LMS_MESSAGES,
  LMS_TABS,
  type LmsPageState,
  type LmsTab,
  lmsCourseTitle,
  raPeriodLabel,
  restoreLmsPageState,
  selectLmsChild,
  selectLmsTab,
  storeLmsPageState,
  VIDEO_NOT_FOUND,
} from '@portal/domain';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Link,
  Loader,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tiles,
  useToast,
  VideoLessonCard,
} from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { subjectName } from '../../i18n/dataLabels';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Lms.css';

export const lmsLessonLink = (lmsCode: string, lessonId?: number) =>
  lessonId === undefined
    ? linkOptions({ to: '/lms/detail/$lmsCode', params: { lmsCode } })
    : linkOptions({ to: '/lms/detail/$lmsCode/$lessonId', params: { lmsCode, lessonId: String(lessonId) } });

/** Spec 1 §2 "Video lessons": the children taking a robot course; without any, the page says so. */
export function LmsPage() {
  const { t } = useTranslation();
  const kids = useSuspenseQuery(queries.getLmsKids()).data.data;
  if (kids.length === 0) return <EmptyState title={wordCode(LMS_MESSAGES.noRobotKid, t)} />;
  return <LmsVideos kids={kids} />;
}

/**
 * The child selector (with more than one child), this month's and past videos; the selected child, tab
 * and grid flag live in session storage (spec 1 §4), so a return to the page finds them as they were.
 */
function LmsVideos({ kids }: { kids: Schemas['RobotKid'][] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<LmsPageState>(() =>
    restoreLmsPageState(
      window.sessionStorage,
      kids.map((k) => k.seito_no),
    ),
  );
  useEffect(() => storeLmsPageState(window.sessionStorage, state), [state]);
  const seitoNo = state.selectedChild ?? kids[0]?.seito_no ?? '';

  return (
    <Stack space="lg">
      {kids.length > 1 ? (
        <Select
          label={t(($) => $.lms.kidLabel)}
          width="medium"
          placeholder={null}
          value={seitoNo}
          options={kids.map((k) => ({ value: k.seito_no, label: k.name }))}
          onChange={(event) => setState((s) => selectLmsChild(s, event.target.value))}
        />
      ) : null}
      <Tabs
        value={String(state.tab)}
        onValueChange={(value) => setState((s) => selectLmsTab(s, Number(value) as LmsTab))}
      >
        <TabList aria-label={t(($) => $.lms.tabsLabel)}>
          <Tab value={String(LMS_TABS.thisMonth)}>{t(($) => $.lms.thisMonth)}</Tab>
          <Tab value={String(LMS_TABS.past)}>{t(($) => $.lms.past)}</Tab>
        </TabList>
        <TabPanel value={String(LMS_TABS.thisMonth)}>
          <ThisMonth seitoNo={seitoNo} />
        </TabPanel>
        <TabPanel value={String(LMS_TABS.past)}>
          <PastVideos
            seitoNo={seitoNo}
            gridView={state.gridView}
            onGridView={(gridView) => setState((s) => ({ ...s, gridView }))}
          />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

/** Spec 1 §8: a 400 (not the family's child) goes to the error page; any other failure reads as "none". */
function rethrowBadRequest(error: unknown) {
  if (error instanceof ApiError && error.status === 400) throw error;
}

/** Opens a pack or a lesson, or says its video is missing (spec 1 §2: the toast of 3000 ms). */
function useOpenLesson() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  return (lmsCode: string | null, lessonId?: number) => (event: MouseEvent) => {
    event.preventDefault();
    if (!lmsCode) toast.show(wordCode(VIDEO_NOT_FOUND, t), { tone: 'critical' });
    else void navigate(lmsLessonLink(lmsCode, lessonId));
  };
}

function ThisMonth({ seitoNo }: { seitoNo: string }) {
  const { t } = useTranslation();
  const href = useHref();
  const open = useOpenLesson();
  const headingId = useId();
  const course = useQuery({ ...queries.getLmsCourse({ seito_no: seitoNo }), retry: false });
  if (course.isPending) return <Loader />;
  if (course.isError) rethrowBadRequest(course.error);
  const data = course.data?.data;
  if (!data || !hasLmsLessons(data)) return <EmptyState title={wordCode(LMS_MESSAGES.noThisMonth, t)} />;
  const lmsCode = data.lms_code;
  const lessonCount = data.lms.subject.reduce((n, s) => n + s.lesson.length, 0);
  const selfHref = href(linkOptions({ to: '/lms' }));
  return (
    <Stack space="lg">
      <Tiles as="ul" space="md" listStyle="none" margin={0} padding={0} aria-label={t(($) => $.lms.thisMonth)}>
        <li>
          <VideoLessonCard
            title={lmsCourseTitle(data)}
            courseName={courseDisplayName(data.course_cd)}
            colorKey={courseColorKey(data.course_cd)}
            imageSrc={data.image ?? undefined}
            meta={t(($) => $.lms.lessonCount, { count: lessonCount })}
            href={lmsCode ? href(lmsLessonLink(lmsCode)) : selfHref}
            onClick={open(lmsCode)}
          />
        </li>
      </Tiles>
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.subjectTitle}>
          {lmsCourseTitle(data)}
        </h2>
        <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
          {data.lms.subject.map((subject) => (
            <li key={subject.id}>
              <h3 className={styles.subjectTitle}>{subjectName(subject.subject_name, t)}</h3>
              <Stack
                as="ul"
                space="xs"
                className={styles.lessons}
                aria-label={t(($) => $.lms.subjectsLabel, { subject: subjectName(subject.subject_name, t) })}
              >
                {subject.lesson.map((lesson) => (
                  <li key={lesson.id}>
                    <Link
                      href={lmsCode ? href(lmsLessonLink(lmsCode, lesson.id)) : selfHref}
                      onClick={open(lmsCode, lesson.id)}
                    >
                      {lesson.lesson_name}
                    </Link>
                  </li>
                ))}
              </Stack>
            </li>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function PastVideos({
  seitoNo,
  gridView,
  onGridView,
}: {
  seitoNo: string;
  gridView: boolean;
  onGridView: (grid: boolean) => void;
}) {
  const { t } = useTranslation();
  const href = useHref();
  const open = useOpenLesson();
  const archive = useQuery({ ...queries.getLmsArchive({ seito_no: seitoNo }), retry: false });
  if (archive.isPending) return <Loader />;
  if (archive.isError) rethrowBadRequest(archive.error);
  const items = archive.data?.data ?? [];
  if (items.length === 0) return <EmptyState title={wordCode(LMS_MESSAGES.noPast, t)} />;
  const view = gridView ? 'grid' : 'list';
  const Videos = gridView ? Tiles : Stack;
  const selfHref = href(linkOptions({ to: '/lms' }));
  return (
    <Stack space="lg">
      <Inline space="xs" marginInlineStart="auto">
        <Button variant="secondary" aria-pressed={gridView} onClick={() => onGridView(true)}>
          {t(($) => $.lms.grid)}
        </Button>
        <Button variant="secondary" aria-pressed={!gridView} onClick={() => onGridView(false)}>
          {t(($) => $.lms.list)}
        </Button>
      </Inline>
      <Videos as="ul" space="md" listStyle="none" margin={0} padding={0} aria-label={t(($) => $.lms.past)}>
        {items.map((item, i) => {
          const period = raPeriodLabel(item.course_cd, item.lms_period);
          return (
            <li key={item.lms_code ?? `missing-${i}`}>
              <VideoLessonCard
                variant={view}
                title={lmsCourseTitle(item)}
                courseName={courseDisplayName(item.course_cd)}
                colorKey={courseColorKey(item.course_cd)}
                imageSrc={item.image ?? undefined}
                {...(period ? { periodLabel: wordCode(period, t) } : {})}
                href={item.lms_code ? href(lmsLessonLink(item.lms_code)) : selfHref}
                onClick={open(item.lms_code)}
              />
            </li>
          );
        })}
      </Videos>
    </Stack>
  );
}
