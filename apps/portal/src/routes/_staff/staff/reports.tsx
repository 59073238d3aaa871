import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffReportsPage } from '../../../features/lessonRecords/StaffReportsPage';

// Issue 33: the classroom's queue of reported posts (ADR 032).
export const Route = createFileRoute('/_staff/staff/reports')({
  staticData: { title: keyFromSelector(($) => $.lessonRecordReports.title) },
  component: StaffReportsPage,
});
