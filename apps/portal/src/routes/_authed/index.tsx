import { homeSections } from '@portal/domain';
import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../app/api';
import { HomePage } from '../../features/home/HomePage';
import { news } from '../../features/news/news';

export const Route = createFileRoute('/_authed/')({
  staticData: { title: keyFromSelector(($) => $.titles.home) },
  // Start every home call while the page's code is still loading; each box then shows its own state,
  // so nothing here waits and no failure blocks the page.
  loader: ({ context: { queryClient, user } }) => {
    const sections = homeSections(user.role);
    void queryClient.prefetchQuery(queries.getCarousel());
    void queryClient.prefetchQuery(queries.getAppliedTrials());
    void queryClient.prefetchQuery(queries.getMembershipList());
    void queryClient.prefetchQuery(queries.getAssessmentTakeList());
    if (sections.includes('nextLessons')) void queryClient.prefetchQuery(queries.getAttendanceSchedule());
    if (sections.includes('announcements')) void queryClient.prefetchQuery(news.announcement.homeList(1));
    void queryClient.prefetchQuery(news.information.homeList(1));
  },
  component: HomePage,
});
