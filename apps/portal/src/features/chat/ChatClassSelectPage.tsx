import { CHAT_MESSAGES, markUnreadClassrooms } from '@portal/domain';
import { Alert, ClassroomTile, EmptyState, Stack, Tiles } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations } from '../../app/api';
import { wordCode } from '../../i18n/wordCode';
import { outbox } from './outbox';
import { chatClassroomsQuery, chatRoomsQuery } from './queries';

/**
 * 教室へのチャット (spec 1 §2 "Chat"): a tile per classroom the children attend, a red dot while unread, and
 * in words how many of the guardian's messages still wait to be sent there (issue 30).
 */
export function ChatClassSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classrooms = useSuspenseQuery(chatClassroomsQuery()).data;
  const rooms = useQuery({ ...chatRoomsQuery(), staleTime: 0 }).data ?? [];
  const [failed, setFailed] = useState(false);
  const outboxItems = useSyncExternalStore(outbox.subscribe, outbox.all, outbox.none);
  const waitingByRoom = useMemo(() => {
    const counts = new Map<number, number>();
    for (const item of outboxItems) {
      if (item.side === 'guardian') counts.set(item.roomId, (counts.get(item.roomId) ?? 0) + 1);
    }
    return counts;
  }, [outboxItems]);
  if (classrooms.length === 0) return <EmptyState title={wordCode(CHAT_MESSAGES.noClassroom, t)} />;
  const open = async (classroomNo: string) => {
    setFailed(false);
    try {
      // A POST (with the XSRF header): the room is created on first use, never by a link from elsewhere.
      const call = mutations.findOrCreateChatRoom().mutationFn?.({ classroomNo } as never, undefined as never);
      const room = (await call) as { id: number };
      await navigate({ to: '/chat/message', search: { chatRoomId: room.id } });
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack space="md">
      <p>{t(($) => $.chat.classSelectLead)}</p>
      {failed ? (
        <Alert tone="critical" role="alert">
          {t(($) => $.chat.openFailed)}
        </Alert>
      ) : null}
      <Tiles
        as="ul"
        space="md"
        tileWidth="medium"
        listStyle="none"
        margin={0}
        padding={0}
        aria-label={t(($) => $.chat.classroomsLabel)}
      >
        {markUnreadClassrooms(classrooms, rooms).map((c) => {
          const room = rooms.find((r) => r.classroomNo === c.classroomNo);
          const waiting = room ? (waitingByRoom.get(room.id) ?? 0) : 0;
          return (
            <li key={c.classroomNo}>
              <ClassroomTile
                name={c.classroomName}
                hasUnread={c.hasUnreadMessages}
                unreadLabel={t(($) => $.chat.unread)}
                waitingLabel={waiting > 0 ? t(($) => $.chat.waiting, { count: waiting }) : undefined}
                href={room ? `/chat/message?chatRoomId=${room.id}` : '/chat/class_select'}
                onClick={(event) => {
                  event.preventDefault();
                  void open(c.classroomNo);
                }}
              />
            </li>
          );
        })}
      </Tiles>
    </Stack>
  );
}
