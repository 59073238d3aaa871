import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { ReportPage } from '../../../features/assessment/ReportPage';

// Spec 1 §2: the one-sheet report, opened in a new tab; what it shows is read from session storage.
export const Route = createFileRoute('/_authed/assessment/report')({
  staticData: { title: keyFromSelector(($) => $.assessment.reportTitle), bare: true },
  component: ReportPage,
});
