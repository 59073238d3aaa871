import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../app/messages';
import { LoginPage } from '../features/login/LoginPage';

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  staticData: { title: messages.titles.login },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} />;
}
