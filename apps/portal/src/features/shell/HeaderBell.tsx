import type { Schemas } from '@portal/api-client';
import { NotificationBell } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './NotificationList';

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
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <NotificationBell
      label={t(($) => $.shell.notifications)}
      emptyText={failed ? t(($) => $.shell.notificationsUnavailable) : t(($) => $.shell.notificationsEmpty)}
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
