import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffVideosPage } from '../../../features/videos/StaffVideosPage';

// Issue 33: the classroom publishes its lesson videos (ADR 054).
export const Route = createFileRoute('/_staff/staff/videos')({
  staticData: { title: keyFromSelector(($) => $.staffVideos.title) },
  component: StaffVideosPage,
});
