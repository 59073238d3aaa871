import { resolveLesson } from '@portal/domain';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../../../app/api';
import { LmsLessonNotFound } from '../../../../../features/lms/LmsDetailPage';
import { RouteError } from '../../../../../features/shell/RouteStates';

/** Spec 1 §2: without a lessonId the pack opens at its first lesson; a pack without lessons is not found. */
export const Route = createFileRoute('/_authed/lms/detail/$lmsCode/')({
  staticData: { title: keyFromSelector(($) => $.lms.detailTitle) },
  loader: async ({ context, params }) => {
    const lessons = (await context.queryClient.ensureQueryData(queries.getLmsLessons({ lmsCode: params.lmsCode })))
      .data;
    const target = resolveLesson(lessons, null);
    if (target.kind === 'redirectToFirst') {
      throw redirect({
        to: '/lms/detail/$lmsCode/$lessonId',
        params: { lmsCode: params.lmsCode, lessonId: String(target.lessonId) },
        replace: true,
      });
    }
    throw notFound();
  },
  notFoundComponent: LmsLessonNotFound,
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lms.loadFailed)} />,
});
