import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { MembershipListPage } from '../../../features/membership/MembershipPages';

// Spec 2 §2.1: the applications by status; the loader fetches them with the page.
export const Route = createFileRoute('/_authed/online_apply/list')({
  staticData: { title: keyFromSelector(($) => $.membershipApply.titles.list) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getMembershipList()),
  component: MembershipListPage,
});
