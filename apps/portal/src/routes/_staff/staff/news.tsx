import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffNewsPage } from '../../../features/staffNews/StaffNewsPage';

export type StaffNewsSearch = {
  /** The editor open: 'new', or the item being edited as `<kind>-<id>`; kept in the address so a reload reopens it. */
  edit?: string;
};

const EDIT = /^(new|(announcement|information)-\d{1,9})$/;

// Issue 33 (ADR 045): the classroom writes its announcements and information and sees who has read them.
export const Route = createFileRoute('/_staff/staff/news')({
  staticData: { title: keyFromSelector(($) => $.staffNews.title) },
  validateSearch: (search: Record<string, unknown>): StaffNewsSearch =>
    typeof search.edit === 'string' && EDIT.test(search.edit) ? { edit: search.edit } : {},
  component: StaffNewsPage,
});
