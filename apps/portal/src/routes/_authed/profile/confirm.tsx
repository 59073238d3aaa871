import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { queries } from '../../../app/api';
import { ProfileConfirmPage } from '../../../features/profile/ProfileConfirmPage';

export const Route = createFileRoute('/_authed/profile/confirm')({
  staticData: { title: keyFromSelector(($) => $.profile.titles.confirm) },
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.getUser()),
  component: ProfileConfirmPage,
});
