import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined } from '../../../app/searchParams';
import { type StaffAbsenceSearch, StaffAbsencesPage } from '../../../features/absences/StaffAbsencesPage';

const STATUSES = ['all', 'pending', 'confirmed', 'refused'] as const;

/** The lessons' day (a mailed link names it) and the status; anything else is dropped. */
const searchSchema = (search: Record<string, unknown>): StaffAbsenceSearch =>
  defined({
    date: typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined,
    status: STATUSES.find((s) => s === search.status),
  });

// Issue 33 (ADR 046): the families' absence reports and the classroom's answer.
export const Route = createFileRoute('/_staff/staff/absences')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.staffAbsences.title) },
  component: function StaffAbsencesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StaffAbsencesPage search={search} onSearch={(next) => navigate({ search: next })} />;
  },
});
