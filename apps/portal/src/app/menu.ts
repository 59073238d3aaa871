import type { NavGroup, NavItem } from '@portal/ui';
import { externalLinks } from './links';
import { messages } from './messages';
import { paths } from './paths';

export type Role = 6 | 7 | 8;

const m = messages.menu;
const item = (id: keyof typeof m.items, href: string, external = false): NavItem =>
  external ? { id, label: m.items[id], href, external } : { id, label: m.items[id], href };

const items = {
  announcements: item('announcements', paths.announcementList),
  chat: item('chat', paths.chatClassSelect),
  calendar: item('calendar', paths.calendar),
  columns: item('columns', paths.columnList),
  attendance: item('attendance', paths.attendanceList),
  childPosts: item('childPosts', paths.studentLessonRecordList),
  everyonePosts: item('everyonePosts', paths.lessonRecordList),
  assessment: item('assessment', paths.assessmentTake),
  elearning: item('elearning', paths.lms),
  information: item('information', paths.informationList),
  invite: item('invite', paths.inviteTop),
  faq: item('faq', externalLinks.faq, true),
  contact: item('contact', externalLinks.contact, true),
  trial: item('trial', paths.trialClassConfirm),
  onlineApply: item('onlineApply', paths.onlineApplyList),
  documents: item('documents', paths.documentList),
  memberSite: item('memberSite', externalLinks.memberSite, true),
};

/**
 * The sidebar of spec 1 §2: role 6 sees every group; roles 7 and 8 see their limited menus in the
 * order the spec lists them.
 */
export function menuFor(role: Role): NavGroup[] {
  switch (role) {
    case 7:
      return [
        {
          id: 'limited',
          label: m.groups.limited,
          items: [items.information, items.trial, items.documents, items.contact, items.faq],
        },
      ];
    case 8:
      return [
        {
          id: 'limited',
          label: m.groups.limited,
          items: [items.attendance, items.childPosts, items.trial, items.onlineApply, items.documents, items.contact],
        },
      ];
    default:
      return [
        {
          id: 'classroom',
          label: m.groups.classroom,
          items: [items.announcements, items.chat, items.calendar, items.columns],
        },
        {
          id: 'child',
          label: m.groups.child,
          items: [
            items.attendance,
            items.childPosts,
            items.everyonePosts,
            items.assessment,
            items.elearning,
            items.information,
          ],
        },
        { id: 'other', label: m.groups.other, items: [items.invite, items.faq, items.contact] },
        {
          id: 'prospective',
          label: m.groups.prospective,
          items: [items.trial, items.onlineApply, items.documents, items.memberSite],
        },
      ];
  }
}

/** Prospective members read the temporary privacy notice (spec 1 §6). */
export function privacyPathFor(role: Role | undefined): string {
  return role === 7 ? paths.privacyTemp : paths.privacyMain;
}
