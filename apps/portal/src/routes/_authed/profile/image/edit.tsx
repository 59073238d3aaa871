import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../../app/api';
import { ProfileImagePage } from '../../../../features/profile/ProfileImagePage';

export const Route = createFileRoute('/_authed/profile/image/edit')({
  staticData: { title: keyFromSelector(($) => $.profile.titles.image) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getUser()),
  component: ProfileImagePage,
});
