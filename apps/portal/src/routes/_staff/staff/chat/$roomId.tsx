import { createFileRoute, notFound } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { positiveInt } from '../../../../app/searchParams';
import { StaffChatRoomPage } from '../../../../features/chat/StaffChatPages';

export const Route = createFileRoute('/_staff/staff/chat/$roomId')({
  staticData: { title: keyFromSelector(($) => $.chat.titles.staffRoom) },
  params: {
    parse: ({ roomId }) => {
      const id = positiveInt(roomId);
      if (id === undefined) throw notFound();
      return { roomId: id };
    },
    stringify: ({ roomId }) => ({ roomId: String(roomId) }),
  },
  component: function StaffChatRoute() {
    return <StaffChatRoomPage roomId={Route.useParams().roomId} />;
  },
});
