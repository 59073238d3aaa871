import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { PlayerPage } from '../../../../../features/assessment/PlayerPage';

// Spec 1 §2 / §4: the child's test and survey, opened in a new tab from the take list.
export const Route = createFileRoute('/_authed/quiz/$lmsCode/$mkSeitoNo/$assessmentTestCode')({
  staticData: { title: keyFromSelector(($) => $.assessment.playerTitle), bare: true },
  component: function PlayerRoute() {
    const params = Route.useParams();
    return <PlayerPage {...params} />;
  },
});
