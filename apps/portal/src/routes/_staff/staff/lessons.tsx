import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined } from '../../../app/searchParams';
import { StaffLessonsPage, type StaffLessonsSearch } from '../../../features/staffLessons/StaffLessonsPage';

const ID = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n < 2_147_483_647 ? n : undefined;
};

/** The classroom, the week (any day of it) and the lesson whose attendance is open; anything else is dropped. */
const searchSchema = (search: Record<string, unknown>): StaffLessonsSearch =>
  defined({
    classroomId: ID(search.classroomId),
    week: typeof search.week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.week) ? search.week : undefined,
    lesson: ID(search.lesson),
  });

// Issue 33 (ADR 052): the classroom's lesson calendar and attendance.
export const Route = createFileRoute('/_staff/staff/lessons')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.staffLessons.title) },
  component: function StaffLessonsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StaffLessonsPage search={search} onSearch={(next) => navigate({ search: next })} />;
  },
});
