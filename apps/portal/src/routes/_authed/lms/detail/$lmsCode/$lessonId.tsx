import { parseLessonId, resolveLesson } from '@portal/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../../../app/api';
import { LmsDetailPage, LmsLessonNotFound } from '../../../../../features/lms/LmsDetailPage';
import { RouteError } from '../../../../../features/shell/RouteStates';

/** Spec 1 §2: an unknown lessonId (or one of a pack the family cannot open) is not found, said on the page. */
export const Route = createFileRoute('/_authed/lms/detail/$lmsCode/$lessonId')({
  staticData: { title: keyFromSelector(($) => $.lms.detailTitle) },
  loader: async ({ context, params }) => {
    // The children come with the lessons, so the player mounts once, for the chosen child.
    const [{ data: lessons }] = await Promise.all([
      context.queryClient.ensureQueryData(queries.getLmsLessons({ lmsCode: params.lmsCode })),
      context.queryClient.ensureQueryData(queries.getLmsKids()),
    ]);
    const lessonId = parseLessonId(params.lessonId);
    if (resolveLesson(lessons, Number.isNaN(lessonId) ? -1 : lessonId).kind !== 'show') throw notFound();
  },
  notFoundComponent: LmsLessonNotFound,
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.lms.loadFailed)} />,
  component: function LmsDetailRoute() {
    const { lmsCode, lessonId } = Route.useParams();
    return <LmsDetailPage lmsCode={lmsCode} lessonId={Number(lessonId)} />;
  },
});
