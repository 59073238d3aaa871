import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffNotFound } from '../../../features/staffShell/StaffNotFound';

/**
 * Any other address under /staff (issue 33): inside the staff layout, so its guard and navigation hold, and the
 * page says in the staff's words that there is no such page, with the way back to the staff home.
 */
export const Route = createFileRoute('/_staff/staff/$')({
  staticData: { title: keyFromSelector(($) => $.staffFrame.notFoundTitle) },
  component: StaffNotFound,
});
