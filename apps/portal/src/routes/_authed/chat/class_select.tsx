import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { ChatClassSelectPage } from '../../../features/chat/ChatClassSelectPage';
import { chatClassroomsQuery } from '../../../features/chat/queries';
import { RouteError } from '../../../features/shell/RouteStates';

export const Route = createFileRoute('/_authed/chat/class_select')({
  staticData: { title: keyFromSelector(($) => $.chat.titles.classSelect) },
  loader: ({ context }) => context.queryClient.ensureQueryData(chatClassroomsQuery()),
  // Spec 1 §8: the class list's failure says only that an error occurred.
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.notices.chat.loadFailed)} />,
  component: ChatClassSelectPage,
});
