import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, flag } from '../../../app/searchParams';
import { ForgotPasswordPage } from '../../../features/account/ForgotPasswordPage';

/** `?staff=1`: asked from the classroom side's sign-in, which the page leads back to. */
const searchSchema = (search: Record<string, unknown>): { staff?: 1 } => defined({ staff: flag(search.staff) });

export const Route = createFileRoute('/_public/password/forgot')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.password.titles.forgot) },
  component: function ForgotPasswordRoute() {
    const { staff } = Route.useSearch();
    return <ForgotPasswordPage staff={staff === 1} />;
  },
});
