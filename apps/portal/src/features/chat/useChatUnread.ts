import type { NavGroup } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from '../../app/api';
import { realtime } from '../../app/realtime';
import { realtimeCalls } from './channel';

/** The server's event on a user's own channel when their family's unread count changed (ADR 031). */
const UNREAD_EVENT = 'unread.changed';
/** The socket opens after the page has settled, so the first screen never waits on pusher-js. */
const CONNECT_AFTER_MS = 1_500;

/**
 * The family's unread classroom messages across its rooms, kept live: the user's own private channel says
 * when the count changed, and the rooms call is asked again (the count itself never crosses the channel).
 * `enabled` is false for accounts without chat (roles 7 and 8).
 */
export function useChatUnread(userId: number | undefined, enabled: boolean): number {
  const queryClient = useQueryClient();
  const rooms = useQuery({ ...queries.getChatRooms(), enabled: enabled && userId !== undefined, retry: false });

  useEffect(() => {
    if (!enabled || userId === undefined) return;
    let left = false;
    let cleanup = () => {};
    const channelName = `private-user.${userId}`;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queries.getChatRooms().queryKey });
    const timer = window.setTimeout(() => {
      void realtime(realtimeCalls).then((pusher) => {
        if (left) return;
        const channel = pusher.subscribe(channelName);
        channel.bind(UNREAD_EVENT, refetch);
        // After a reconnect the count may have changed meanwhile.
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
  }, [enabled, userId, queryClient]);

  return (rooms.data ?? []).reduce((sum, room) => sum + room.readStatus.unreadCount, 0);
}

/** Puts the unread count on the sidebar's 教室へのチャット entry. */
export function withChatUnread(groups: NavGroup[], count: number, label: string): NavGroup[] {
  if (count === 0) return groups;
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => (item.id === 'chat' ? { ...item, badge: { count, label } } : item)),
  }));
}
