import { isApiError } from '@portal/api-client';
import { Alert, Card, CardTitle, EmptyState, Link, Loader, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../i18n/dates';
import { LogoutForm } from '../shell/LogoutForm';
import * as styles from './ChatPages.css';
import { ChatRoom } from './ChatRoom';
import { chatMessagesQuery } from './queries';
import { staffRoomsQuery } from './useStaffChatUnread';

function Refused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Stack space="md">
      <Alert tone="critical">{forbidden ? t(($) => $.booking.staff.forbidden) : t(($) => $.chat.openFailed)}</Alert>
      <LogoutForm />
    </Stack>
  );
}

/**
 * The classroom side (issue 12): the rooms of the staff member's classrooms, newest conversation first. The staff frame
 * keeps the list live (issue 33): a guardian's message moves its room to the top and raises its count without a reload.
 */
export function StaffChatRoomsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rooms = useQuery(staffRoomsQuery());
  if (rooms.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (rooms.isError) return <Refused error={rooms.error} />;
  const { data } = rooms.data;
  return (
    <Stack space="md">
      <p>{t(($) => $.chat.staffLead)}</p>
      {data.length === 0 ? (
        <EmptyState title={t(($) => $.chat.staffNoRooms)} />
      ) : (
        <Stack
          as="ul"
          space="sm"
          listStyle="none"
          margin={0}
          padding={0}
          aria-label={t(($) => $.chat.titles.staffRooms)}
        >
          {data.map((room) => (
            <Card as="li" key={room.id} space="xxs">
              <CardTitle level={2} href={`/staff/chat/${room.id}`}>
                {t(($) => $.chat.staffRoomName, { family: room.familyName, classroom: room.classroomName })}
              </CardTitle>
              <span className={styles.muted}>
                {room.lastMessageAt
                  ? t(($) => $.chat.staffLast, { when: formatDate(room.lastMessageAt, { time: true }) })
                  : t(($) => $.chat.staffNoMessages)}
              </span>
              {room.unreadCount > 0 ? (
                <span className={styles.unread}>{t(($) => $.chat.staffUnread, { count: room.unreadCount })}</span>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The classroom side's room: the same conversation component, answering as the classroom. */
export function StaffChatRoomPage({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const rooms = useQuery(staffRoomsQuery());
  const messages = useQuery(chatMessagesQuery(roomId, 'fc'));
  if (rooms.isPending || messages.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (rooms.isError) return <Refused error={rooms.error} />;
  if (messages.isError) return <Refused error={messages.error} />;
  const room = rooms.data.data.find((r) => r.id === roomId);
  return (
    <ChatRoom
      key={roomId}
      roomId={roomId}
      side="fc"
      title={room ? t(($) => $.chat.staffRoomName, { family: room.familyName, classroom: room.classroomName }) : ''}
      initialMessages={messages.data}
      back={
        <Link href="/staff/chat" variant="standalone">
          {t(($) => $.chat.staffBack)}
        </Link>
      }
    />
  );
}
