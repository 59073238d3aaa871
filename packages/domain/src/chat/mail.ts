import { jstIsoDate, jstParts } from '../time/jst';

/** Spec 1 §4 notification settings: unread_chat 0 none, 1 every 2 hours, 2 once a day. */
export type UnreadChatSetting = 0 | 1 | 2;

/** The daily digest goes out from 08:00 in Japan, never in the night. */
export const DAILY_DIGEST_FROM_HOUR = 8;

/**
 * Spec 1 §4 (unread_chat): the period an unread-chat digest belongs to, or null when the guardian asked
 * for none. At most one digest per period: the two hours from an even hour ('2026-11-24T20'), or the day
 * that starts at 08:00 in Japan ('2026-11-24', so 07:59 still belongs to the day before).
 */
export function chatDigestPeriod(setting: number | undefined, now: Date): string | null {
  if (setting === 1) {
    const { hour } = jstParts(now);
    const start = hour - (hour % 2);
    return `${jstIsoDate(now)}T${String(start).padStart(2, '0')}`;
  }
  if (setting === 2) return jstIsoDate(new Date(now.getTime() - DAILY_DIGEST_FROM_HOUR * 3_600_000));
  return null;
}
