import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffColumnsPage } from '../../../features/columns/StaffColumnsPage';

// Issue 33: the classroom writes its lesson columns (ADR 047).
export const Route = createFileRoute('/_staff/staff/columns')({
  staticData: { title: keyFromSelector(($) => $.staffColumns.title) },
  component: StaffColumnsPage,
});
