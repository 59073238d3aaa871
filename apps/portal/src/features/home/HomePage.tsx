import { homeSections, showTrialInvitation } from '@portal/domain';
import { Alert, Loader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { AnnouncementHomeList } from '../announcements/AnnouncementHomeList';
import { LazyChatBot } from '../chatbot/LazyChatBot';
import { InformationHomeList } from '../information/InformationHomeList';
import { AssessmentBox } from './AssessmentBox';
import { FaqBox } from './FaqBox';
import { HomeCarousel } from './HomeCarousel';
import * as styles from './HomePage.css';
import { MembershipReminder } from './MembershipReminder';
import { NextLessons } from './NextLessons';
import { TrialBox } from './TrialBox';

/**
 * Home (spec 1 §2 "Home page"), in the spec's order: carousel, next lessons (not role 7), trial box,
 * membership reminder, assessment box, announcements (role 6), information, FAQ, chat bot (role 6).
 * Each box loads and fails on its own, so one failing call never hides the rest of the page.
 */
export function HomePage() {
  const user = useQuery(queries.user());
  const trials = useQuery(queries.appliedTrials());
  const memberships = useQuery(queries.membershipList());
  if (user.isPending) return <Loader label={messages.common.loading} />;
  if (user.isError) return <Alert tone="critical">{messages.home.loadFailed}</Alert>;

  const role = user.data.role;
  const sections = new Set(homeSections(role));
  const groups = memberships.data ?? {};
  // The invitation needs to know there really are no trials and no memberships, so both must have loaded.
  const invite =
    trials.isSuccess &&
    memberships.isSuccess &&
    showTrialInvitation({
      trialCount: trials.data.length,
      membershipCount: Object.values(groups).flat().length,
      role,
    });

  return (
    <div className={styles.page}>
      <HomeCarousel />
      {sections.has('nextLessons') ? <NextLessons /> : null}
      {trials.isPending ? null : <TrialBox trials={trials.data} failed={trials.isError} invite={invite} />}
      {sections.has('membershipReminder') ? <MembershipReminder groups={groups} /> : null}
      <AssessmentBox />
      {sections.has('announcements') ? <AnnouncementHomeList /> : null}
      <InformationHomeList />
      <FaqBox />
      {sections.has('chatBot') ? <LazyChatBot /> : null}
    </div>
  );
}
