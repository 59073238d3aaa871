import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { ChangePasswordPage } from '../../../features/account/ChangePasswordPage';

export const Route = createFileRoute('/_authed/profile/password')({
  staticData: { title: keyFromSelector(($) => $.password.titles.change) },
  component: ChangePasswordPage,
});
