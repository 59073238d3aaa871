import { CHAT_MESSAGES } from '@portal/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { defined, positiveInt } from '../../../app/searchParams';
import { ChatMessagePage } from '../../../features/chat/ChatMessagePage';
import { openedFromNowhere } from '../../../features/chat/navigation';
import { chatClassroomsQuery, chatMessagesQuery, chatRoomsQuery } from '../../../features/chat/queries';
import { RouteError } from '../../../features/shell/RouteStates';
import { wordCode } from '../../../i18n/wordCode';

export const Route = createFileRoute('/_authed/chat/message')({
  staticData: { title: keyFromSelector(($) => $.chat.titles.message) },
  validateSearch: (search: Record<string, unknown>): { chatRoomId?: number } =>
    defined({ chatRoomId: positiveInt(search.chatRoomId) }),
  beforeLoad: ({ search, cause }) => {
    if (cause !== 'enter') return;
    if (openedFromNowhere()) throw redirect({ to: '/chat/class_select', replace: true });
    // Spec 1 §4: a missing room id is told, then the guardian goes back where they came from.
    if (search.chatRoomId === undefined) {
      window.alert(wordCode(CHAT_MESSAGES.missingRoom));
      if (window.history.length > 1) window.history.back();
      throw redirect({ to: '/chat/class_select', replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ chatRoomId: search.chatRoomId ?? 0 }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(chatClassroomsQuery()),
      context.queryClient.fetchQuery(chatRoomsQuery()),
      context.queryClient.fetchQuery(chatMessagesQuery(deps.chatRoomId, 'guardian')),
    ]);
  },
  errorComponent: () => <RouteError message={keyFromSelector(($) => $.notices.chat.missingRoom)} />,
  component: function ChatMessageRoute() {
    return <ChatMessagePage chatRoomId={Route.useSearch().chatRoomId ?? 0} />;
  },
});
