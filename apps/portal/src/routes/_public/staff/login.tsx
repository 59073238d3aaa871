import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffLoginPage } from '../../../features/staffLogin/StaffLoginPage';
import { loadCatalogueArea } from '../../../i18n';

export const Route = createFileRoute('/_public/staff/login')({
  staticData: { title: keyFromSelector(($) => $.booking.staff.loginTitle) },
  // The staff pages' words, ahead of the first staff page (its tab title is named when the navigation starts).
  loader: () => {
    void loadCatalogueArea('staff').catch(() => undefined);
  },
  component: StaffLoginPage,
});
