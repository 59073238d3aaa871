import { type MenuItem, privacyNoticeFor, sidebarMenu } from '@portal/domain';
import type { NavGroup, NavItem } from '@portal/ui';
import { i18n } from '../i18n';
import { externalLinks } from './links';
import { pagePaths } from './paths';

export type Role = 6 | 7 | 8;

type Target = { href: string; external?: true };

/** Where each sidebar entry of domain's menu leads. */
const targets: Record<MenuItem, Target> = {
  announcements: { href: pagePaths.announcementList },
  chat: { href: pagePaths.chatClassSelect },
  calendar: { href: pagePaths.calendar },
  columns: { href: pagePaths.columnList },
  attendance: { href: pagePaths.attendanceList },
  childPosts: { href: pagePaths.studentLessonRecordList },
  everyonePosts: { href: pagePaths.lessonRecordList },
  assessment: { href: pagePaths.assessmentTake },
  elearning: { href: pagePaths.lms },
  information: { href: pagePaths.informationList },
  invite: { href: pagePaths.inviteTop },
  faq: { href: externalLinks.faq, external: true },
  contact: { href: externalLinks.contact, external: true },
  trial: { href: pagePaths.trialClassConfirm },
  onlineApply: { href: pagePaths.onlineApplyList },
  documents: { href: pagePaths.documentList },
  alreadySignedUp: { href: externalLinks.memberSite, external: true },
};

/** The sidebar of spec 1 §2: domain decides which entries each role sees and in what order. */
export function menuFor(role: Role): NavGroup[] {
  return sidebarMenu(role).map(({ group, items }) => ({
    id: group,
    label: i18n.t(($) => $.menu.groups[group]),
    items: items.map((id): NavItem => ({ id, label: i18n.t(($) => $.menu.items[id]), ...targets[id] })),
  }));
}

/** Whether the role's menu has the classroom chat (roles 7 and 8 have none): its unread count is then asked for. */
export function hasChat(role: Role): boolean {
  return sidebarMenu(role).some(({ items }) => items.includes('chat'));
}

/** The privacy notice a guardian reads: domain decides which one (spec 1 §6). */
export function privacyPathFor(role: Role | undefined): string {
  return privacyNoticeFor(role) === 'temp' ? pagePaths.privacyTemp : pagePaths.privacyMain;
}
