import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffPricesPage } from '../../../features/membership/StaffPricesPage';

// Issue 33 (ADR 048): the classrooms' price tables.
export const Route = createFileRoute('/_staff/staff/prices')({
  staticData: { title: keyFromSelector(($) => $.staffPrices.title) },
  component: StaffPricesPage,
});
