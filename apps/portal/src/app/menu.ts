import { type MenuItem, privacyNoticeFor, sidebarMenu } from '@portal/domain';
import type { NavGroup, NavItem } from '@portal/ui';
import { externalLinks } from './links';
import { messages } from './messages';
import { paths } from './paths';

export type Role = 6 | 7 | 8;

const m = messages.menu;

type Target = { href: string; external?: true };

/** Where each sidebar entry of domain's menu leads. */
const targets: Record<MenuItem, Target> = {
  announcements: { href: paths.announcementList },
  chat: { href: paths.chatClassSelect },
  calendar: { href: paths.calendar },
  columns: { href: paths.columnList },
  attendance: { href: paths.attendanceList },
  childPosts: { href: paths.studentLessonRecordList },
  everyonePosts: { href: paths.lessonRecordList },
  assessment: { href: paths.assessmentTake },
  elearning: { href: paths.lms },
  information: { href: paths.informationList },
  invite: { href: paths.inviteTop },
  faq: { href: externalLinks.faq, external: true },
  contact: { href: externalLinks.contact, external: true },
  trial: { href: paths.trialClassConfirm },
  onlineApply: { href: paths.onlineApplyList },
  documents: { href: paths.documentList },
  alreadySignedUp: { href: externalLinks.memberSite, external: true },
};

/** The sidebar of spec 1 §2: domain decides which entries each role sees and in what order. */
export function menuFor(role: Role): NavGroup[] {
  return sidebarMenu(role).map(({ group, items }) => ({
    id: group,
    label: m.groups[group],
    items: items.map((id): NavItem => ({ id, label: m.items[id], ...targets[id] })),
  }));
}

/** The privacy notice a guardian reads: domain decides which one (spec 1 §6). */
export function privacyPathFor(role: Role | undefined): string {
  return privacyNoticeFor(role) === 'temp' ? paths.privacyTemp : paths.privacyMain;
}
