import { homeSections } from '@portal/domain';
import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../app/api';
import { messages } from '../app/messages';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  staticData: { title: messages.titles.home },
  // Start every home call while the page's code is still loading; each box then shows its own state,
  // so nothing here waits and no failure blocks the page.
  loader: ({ context: { queryClient } }) => {
    const role = queryClient.getQueryData(queries.user().queryKey)?.role;
    void queryClient.prefetchQuery(queries.carousel());
    void queryClient.prefetchQuery(queries.appliedTrials());
    void queryClient.prefetchQuery(queries.membershipList());
    void queryClient.prefetchQuery(queries.assessmentTakeList());
    if (role !== undefined && homeSections(role).includes('nextLessons')) {
      void queryClient.prefetchQuery(queries.attendanceSchedule());
    }
  },
  component: HomePage,
});
