import type { Schemas } from '@portal/api-client';
import { NotificationBell } from '@portal/ui';
import { useState } from 'react';
import { messages } from '../../app/messages';
import { NotificationList } from './NotificationList';

const s = messages.shell;

export type HeaderBellProps = {
  items: readonly Schemas['Notification'][];
  unreadCount: number | undefined;
  failed: boolean;
  userId: number | undefined;
};

/**
 * The header's bell with its panel. It is loaded after the page (PortalShell imports it lazily): the
 * popover and its positioning code are not needed to show the first screen.
 */
export default function HeaderBell({ items, unreadCount, failed, userId }: HeaderBellProps) {
  const [open, setOpen] = useState(false);
  return (
    <NotificationBell
      label={s.notifications}
      emptyText={failed ? s.notificationsUnavailable : s.notificationsEmpty}
      {...(unreadCount === undefined ? {} : { unreadCount })}
      open={open}
      onOpenChange={setOpen}
    >
      {items.length > 0 ? (
        <NotificationList items={items} userId={userId} onChoose={() => setOpen(false)} />
      ) : undefined}
    </NotificationBell>
  );
}
