import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, text } from '../../app/searchParams';
import { LoginPage } from '../../features/login/LoginPage';

const searchSchema = (search: Record<string, unknown>): { redirect?: string } =>
  defined({ redirect: typeof search.redirect === 'string' ? text(search.redirect, 2000) : undefined });

export const Route = createFileRoute('/_public/login')({
  validateSearch: searchSchema,
  staticData: { title: keyFromSelector(($) => $.titles.login), serverRendered: true },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} />;
}
