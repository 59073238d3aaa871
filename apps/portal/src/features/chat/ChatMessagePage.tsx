import { Link } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChatRoom } from './ChatRoom';
import { chatClassroomsQuery, chatMessagesQuery, chatRoomsQuery } from './queries';

/** The guardian's message screen (spec 1 §2 "Chat"): the classroom's name over the conversation. */
export function ChatMessagePage({ chatRoomId }: { chatRoomId: number }) {
  const { t } = useTranslation();
  const rooms = useSuspenseQuery(chatRoomsQuery()).data;
  const classrooms = useSuspenseQuery(chatClassroomsQuery()).data;
  const messages = useSuspenseQuery(chatMessagesQuery(chatRoomId, 'guardian')).data;
  const classroomNo = rooms.find((r) => r.id === chatRoomId)?.classroomNo;
  const name = classrooms.find((c) => c.classroomNo === classroomNo)?.classroomName ?? '';
  return (
    <ChatRoom
      key={chatRoomId}
      roomId={chatRoomId}
      side="guardian"
      title={name}
      initialMessages={messages}
      back={
        <Link href="/chat/class_select" variant="standalone">
          {t(($) => $.chat.back)}
        </Link>
      }
    />
  );
}
