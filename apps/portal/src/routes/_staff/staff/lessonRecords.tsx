import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffLessonRecordsPage } from '../../../features/lessonRecords/StaffLessonRecordsPage';

// Issue 13: the classroom side of the lesson records.
export const Route = createFileRoute('/_staff/staff/lessonRecords')({
  staticData: { title: keyFromSelector(($) => $.staffLessonRecords.title) },
  component: StaffLessonRecordsPage,
});
