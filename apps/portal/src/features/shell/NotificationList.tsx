import type { Schemas } from '@portal/api-client';
import { messages } from '../../app/messages';

/** What the bell's panel lists: each notification's kind and month, unread ones in bold. */
export function NotificationList({ items }: { items: readonly Schemas['Notification'][] }) {
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => {
        const text = `${messages.notificationTypes[item.type]}（${item.publishedDate}）`;
        return <li key={item.id}>{item.isRead === 0 ? <strong>{text}</strong> : text}</li>;
      })}
    </ul>
  );
}
