import { CHAT_MESSAGES, markUnreadClassrooms } from '@portal/domain';
import { Alert, ClassroomTile, EmptyState } from '@portal/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './ChatPages.css';
import { chatClassroomsQuery, chatRoomsQuery } from './queries';

/** 教室へのチャット (spec 1 §2 "Chat"): a tile per classroom the children attend, a red dot while unread. */
export function ChatClassSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classrooms = useSuspenseQuery(chatClassroomsQuery()).data;
  const rooms = useQuery({ ...chatRoomsQuery(), staleTime: 0 }).data ?? [];
  const [failed, setFailed] = useState(false);
  if (classrooms.length === 0) return <EmptyState title={wordCode(CHAT_MESSAGES.noClassroom, t)} />;
  const open = async (classroomNo: string) => {
    setFailed(false);
    try {
      const { id } = await queryClient.fetchQuery(queries.findOrCreateChatRoom({ classroomNo }));
      await navigate({ to: '/chat/message', search: { chatRoomId: id } });
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={styles.page}>
      <p>{t(($) => $.chat.classSelectLead)}</p>
      {failed ? (
        <Alert tone="critical" role="alert">
          {t(($) => $.chat.openFailed)}
        </Alert>
      ) : null}
      <ul className={styles.tiles} aria-label={t(($) => $.chat.classroomsLabel)}>
        {markUnreadClassrooms(classrooms, rooms).map((c) => {
          const room = rooms.find((r) => r.classroomNo === c.classroomNo);
          return (
            <li key={c.classroomNo}>
              <ClassroomTile
                name={c.classroomName}
                hasUnread={c.hasUnreadMessages}
                unreadLabel={t(($) => $.chat.unread)}
                href={room ? `/chat/message?chatRoomId=${room.id}` : '/chat/class_select'}
                onClick={(event) => {
                  event.preventDefault();
                  void open(c.classroomNo);
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
