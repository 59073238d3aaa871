import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { ApplyPrintPage } from '../../../features/membership/ApplyPrintPage';

// Spec 2 §2.6: the printable form of the application the mailed link opened (ApplyBackPrintVer2).
export const Route = createFileRoute('/no_account/online_apply/print')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.print) },
  component: ApplyPrintPage,
});
