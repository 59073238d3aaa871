import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, text } from '../../../app/searchParams';
import { ResetPasswordPage } from '../../../features/account/ResetPasswordPage';

/** The mailed link's token; the server says whether it still opens. */
const searchSchema = (search: Record<string, unknown>): { token?: string } =>
  defined({ token: text(search.token, 200) });

export const Route = createFileRoute('/_public/password/reset')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.password.titles.reset) },
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token ?? ''} />;
  },
});
