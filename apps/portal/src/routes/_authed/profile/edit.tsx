import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { defined, oneOf } from '../../../app/searchParams';
import { ProfileEditPage } from '../../../features/profile/ProfileEditPage';

const searchSchema = (search: Record<string, unknown>): { notice?: 'changed' } =>
  defined({ notice: oneOf(search.notice, ['changed']) });

export const Route = createFileRoute('/_authed/profile/edit')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.profile.titles.edit) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getUser()),
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  const { notice } = Route.useSearch();
  return <ProfileEditPage notice={notice} />;
}
