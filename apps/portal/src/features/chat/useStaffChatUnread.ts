import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from '../../app/api';
import { realtime } from '../../app/realtime';
import { realtimeCalls } from './channel';

/** The server's event on a user's own channel when a room's unread count changed (ADR 031, ADR 044). */
const UNREAD_EVENT = 'unread.changed';
/** The socket opens after the page has settled, as on the guardian side. */
const CONNECT_AFTER_MS = 1_500;

/** The staff room list's query: always asked again when shown (a room's order and count change from outside). */
export const staffRoomsQuery = () => ({ ...queries.getStaffChatRooms(), retry: false, staleTime: 0 }) as const;

/**
 * The classroom side's unread guardian messages across the staff member's rooms, kept live (issue 33, ADR 044):
 * the staff member's own private channel says when a room's count changed, and the room list is asked again, so
 * the navigation's badge and the room list (its order and counts) follow without a reload. No count or text
 * crosses the channel.
 */
export function useStaffChatUnread(userId: number | undefined): number {
  const queryClient = useQueryClient();
  const rooms = useQuery({ ...staffRoomsQuery(), enabled: userId !== undefined });

  useEffect(() => {
    if (userId === undefined) return;
    let left = false;
    let cleanup = () => {};
    const channelName = `private-user.${userId}`;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queries.getStaffChatRooms().queryKey });
    const timer = window.setTimeout(() => {
      void realtime(realtimeCalls).then((pusher) => {
        if (left) return;
        const channel = pusher.subscribe(channelName);
        channel.bind(UNREAD_EVENT, refetch);
        // After a (re)subscription the counts may have changed meanwhile.
        channel.bind('pusher:subscription_succeeded', refetch);
        cleanup = () => {
          channel.unbind(UNREAD_EVENT, refetch);
          channel.unbind('pusher:subscription_succeeded', refetch);
          pusher.unsubscribe(channelName);
        };
      });
    }, CONNECT_AFTER_MS);
    return () => {
      left = true;
      window.clearTimeout(timer);
      cleanup();
    };
  }, [userId, queryClient]);

  return (rooms.data?.data ?? []).reduce((sum, room) => sum + room.unreadCount, 0);
}
