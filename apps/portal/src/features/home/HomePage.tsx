import { homeSections, showTrialInvitation } from '@portal/domain';
import { Stack } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { queries } from '../../app/api';
import { LazyChatBot } from '../chatbot/LazyChatBot';
import { NewsHomeList } from '../news/NewsHomeList';
import { OnlineApplyBox } from '../onlineApply/OnlineApplyBox';
import { AssessmentBox } from './AssessmentBox';
import { FaqBox } from './FaqBox';
import { HomeCarousel } from './HomeCarousel';
import { MembershipReminder } from './MembershipReminder';
import { NextLessons } from './NextLessons';
import { TrialBox } from './TrialBox';

/**
 * Home (spec 1 §2 "Home page"), in the spec's order: carousel, next lessons (not role 7), trial box,
 * membership reminder, the online application box (roles whose menu has it, ADR 022), assessment box,
 * announcements (role 6), information, FAQ, chat bot (role 6).
 * Each box loads and fails on its own, so one failing call never hides the rest of the page.
 */
export function HomePage() {
  // Loaded by the `_authed` layout before any page shows.
  const { role } = useSuspenseQuery(queries.getUser()).data;
  const trials = useQuery(queries.getAppliedTrials());
  const memberships = useQuery(queries.getMembershipList());

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
    <Stack space="lg">
      <HomeCarousel />
      {sections.has('nextLessons') ? <NextLessons /> : null}
      {trials.isPending ? null : <TrialBox trials={trials.data} failed={trials.isError} invite={invite} />}
      {sections.has('membershipReminder') ? <MembershipReminder groups={groups} /> : null}
      {sections.has('onlineApply') ? <OnlineApplyBox /> : null}
      <AssessmentBox />
      {sections.has('announcements') ? <NewsHomeList kind="announcement" /> : null}
      <NewsHomeList kind="information" />
      <FaqBox />
      {sections.has('chatBot') ? <LazyChatBot /> : null}
    </Stack>
  );
}
