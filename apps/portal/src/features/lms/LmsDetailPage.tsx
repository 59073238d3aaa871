import type { Schemas } from '@portal/api-client';
import { courseColorKey, courseDisplayName, restoreLmsPageState } from '@portal/domain';
import { Alert, BackLink, Box, CourseBadge, Link, Loader, Stack } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import * as styles from './Lms.css';
import { lmsLessonLink } from './LmsPage';
import { usePlayer } from './usePlayer';

/** The child whose resume position the player keeps: the one chosen on the video-lesson page. */
function useSelectedChild(): string | undefined {
  // Loaded with the route, so the player is mounted once for the right child, not again when they arrive.
  const kids = useSuspenseQuery(queries.getLmsKids()).data.data;
  if (kids.length === 0) return undefined;
  return (
    restoreLmsPageState(
      window.sessionStorage,
      kids.map((k) => k.seito_no),
    ).selectedChild ?? undefined
  );
}

/** A lesson or pack that is not there (or not the family's): say so, and lead back to the list (issue 31 item 9). */
export function LmsLessonNotFound() {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <Stack space="md">
      <Alert tone="caution">{t(($) => $.lms.lessonNotFound)}</Alert>
      <BackLink href={href(linkOptions({ to: '/lms' }))}>{t(($) => $.lms.back)}</BackLink>
    </Stack>
  );
}

/**
 * Spec 1 §2 "Video lessons" detail: course badge in the course's colour, the lesson's title, the player,
 * and the previous and next lessons; the route has already answered a missing or unknown lessonId.
 */
export function LmsDetailPage({ lmsCode, lessonId }: { lmsCode: string; lessonId: number }) {
  const { t } = useTranslation();
  const href = useHref();
  const lessons = useSuspenseQuery(queries.getLmsLessons({ lmsCode })).data.data;
  const index = lessons.findIndex((l) => l.id === lessonId);
  const lesson = lessons[index] as Schemas['LmsLesson'];
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  const seitoNo = useSelectedChild();
  const status = usePlayer(lesson.id, seitoNo);

  return (
    <Stack space="lg">
      <BackLink href={href(linkOptions({ to: '/lms' }))}>{t(($) => $.lms.back)}</BackLink>
      <Stack as="header" space="sm" alignItems="flex-start">
        <CourseBadge colorKey={courseColorKey(lesson.course_cd)}>{courseDisplayName(lesson.course_cd)}</CourseBadge>
        <p className={styles.lessonTitle}>{lesson.robot_no === 'SU' ? lesson.robot_title : lesson.robot_name}</p>
        <h2 className={styles.lessonTitle}>{lesson.lesson_name}</h2>
        <p>{t(($) => $.lms.lessonPosition, { index: index + 1, count: lessons.length })}</p>
      </Stack>
      <Stack space="sm" className={styles.player}>
        {status === 'loading' ? <Loader label={t(($) => $.lms.playerLoading)} /> : null}
        {status === 'failed' ? <Alert tone="critical">{t(($) => $.lms.playerFailed)}</Alert> : null}
        <div id="lms-player" data-status={status} />
      </Stack>
      <Box
        as="nav"
        display="flex"
        flexDirection={{ base: 'column', tablet: 'row' }}
        justifyContent="space-between"
        gap="md"
        aria-label={t(($) => $.lms.detailTitle)}
      >
        {previous ? (
          <Link variant="standalone" href={href(lmsLessonLink(lmsCode, previous.id))}>
            {t(($) => $.lms.previous)}：{previous.lesson_name}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link variant="standalone" href={href(lmsLessonLink(lmsCode, next.id))}>
            {t(($) => $.lms.next)}：{next.lesson_name}
          </Link>
        ) : null}
      </Box>
    </Stack>
  );
}
