import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { ApplyPrintPage } from '../../../features/membership/ApplyPrintPage';

// Spec 2 §2.6: the printable form of the application in the session (ApplyBackPrintVer2).
export const Route = createFileRoute('/_authed/apply/print')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.print) },
  component: ApplyPrintPage,
});
