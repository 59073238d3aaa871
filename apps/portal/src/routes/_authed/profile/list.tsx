import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { defined, oneOf } from '../../../app/searchParams';
import { ProfileListPage } from '../../../features/profile/ProfileListPage';

const searchSchema = (search: Record<string, unknown>): { notice?: 'saved' | 'iconSaved' | 'iconDeleted' } =>
  defined({ notice: oneOf(search.notice, ['saved', 'iconSaved', 'iconDeleted']) });

export const Route = createFileRoute('/_authed/profile/list')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.profile.titles.list) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getUser()),
  component: ProfileListRoute,
});

function ProfileListRoute() {
  const { notice } = Route.useSearch();
  return <ProfileListPage notice={notice} />;
}
