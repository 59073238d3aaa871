import { homeSections } from '@portal/domain';
import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../app/api';
import { HomePage } from '../../features/home/HomePage';
import { news } from '../../features/news/news';

export const Route = createFileRoute('/_authed/')({
  staticData: { title: keyFromSelector(($) => $.titles.home), serverRendered: true },
  // Every home call starts while the page's code is still loading, and the page shows once they have all
  // answered or failed, so no box arrives late and pushes the others down (issue 18: layout shift). A
  // prefetch never throws: a failure is shown by its own box, and nothing here blocks the page on it.
  loader: async ({ context: { queryClient, user } }) => {
    const sections = homeSections(user.role);
    // The carousel's placeholder already holds its place, so a slow carousel must not hold back the page.
    void queryClient.prefetchQuery(queries.getCarousel());
    await Promise.all([
      queryClient.prefetchQuery(queries.getAppliedTrials()),
      queryClient.prefetchQuery(queries.getMembershipList()),
      queryClient.prefetchQuery(queries.getAssessmentTakeList()),
      sections.includes('nextLessons') ? queryClient.prefetchQuery(queries.getAttendanceSchedule()) : null,
      sections.includes('announcements') ? queryClient.prefetchQuery(news.announcement.homeList(1)) : null,
      queryClient.prefetchQuery(news.information.homeList(1)),
      // The information box's label tabs would otherwise appear after the list, moving it down.
      news.information.homeLabels ? queryClient.prefetchQuery(news.information.homeLabels()) : null,
    ]);
  },
  component: HomePage,
});
