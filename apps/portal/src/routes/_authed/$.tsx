import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { NotFound } from '../../features/shell/NotFound';

// Any other path: signed in, inside the shell, "not found"; signed out, the layout asks to sign in first.
export const Route = createFileRoute('/_authed/$')({
  staticData: { title: keyFromSelector(($) => $.common.notFoundTitle) },
  component: NotFound,
});
