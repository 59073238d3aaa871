import type { NavGroup } from '@portal/ui';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '../../app/useHref';

/**
 * The classroom side's pages, so staff reach each one without typing an address (the `_staff` layout): one list, the
 * desktop sidebar's and the phone menu's (issue 33). Each staff page appends its entry to `pages`, one line.
 * `chatUnread` puts the live count of unread guardian messages on the chat entry.
 */
export function useStaffNav(chatUnread: number): NavGroup[] {
  const { t } = useTranslation();
  const href = useHref();
  const pages = [
    { to: '/staff', label: t(($) => $.booking.staff.title) },
    { to: '/staff/chat', label: t(($) => $.chat.titles.staffRooms) },
    { to: '/staff/news', label: t(($) => $.staffNews.title) },
    { to: '/staff/membership', label: t(($) => $.membershipApply.staff.title) },
    { to: '/staff/prices', label: t(($) => $.staffPrices.title) },
    { to: '/staff/families', label: t(($) => $.familyInvitation.staff.title) },
    { to: '/staff/team', label: t(($) => $.staffTeam.title) },
    { to: '/staff/absences', label: t(($) => $.staffAbsences.title) },
    { to: '/staff/lessons', label: t(($) => $.staffLessons.title) },
    { to: '/staff/lessonRecords', label: t(($) => $.staffLessonRecords.title) },
    { to: '/staff/reports', label: t(($) => $.lessonRecordReports.title) },
    { to: '/staff/columns', label: t(($) => $.staffColumns.title) },
    { to: '/staff/videos', label: t(($) => $.staffVideos.title) },
    { to: '/staff/password', label: t(($) => $.password.titles.change) },
  ] as const;
  const chatBadge = {
    count: chatUnread,
    label: t(($) => $.staffFrame.chatUnread, { count: chatUnread }),
  };
  return [
    {
      id: 'staff',
      label: t(($) => $.staffFrame.pagesGroup),
      items: pages.map((page) => ({
        id: page.to,
        label: page.label,
        href: href(linkOptions({ to: page.to })),
        ...(page.to === '/staff/chat' && chatUnread > 0 ? { badge: chatBadge } : {}),
      })),
    },
  ];
}
