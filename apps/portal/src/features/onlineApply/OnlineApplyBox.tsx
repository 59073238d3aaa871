import { Card, CardTitle, Link } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../app/paths';
import { useOnlineApplyGate } from './OnlineApplyGate';

/**
 * Home's way into an online membership application, for the roles whose sidebar has it (ADR 022): the terms
 * of use first, then the application list.
 */
export function OnlineApplyBox() {
  const { t } = useTranslation();
  const headingId = useId();
  const gate = useOnlineApplyGate();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle level={2} id={headingId}>
        {t(($) => $.onlineApply.homeHeading)}
      </CardTitle>
      <p>{t(($) => $.onlineApply.homeBody)}</p>
      <p>
        <Link
          href={pagePaths.onlineApplyList}
          variant="standalone"
          aria-haspopup={gate.agreed ? undefined : 'dialog'}
          onClick={gate.onEntry}
        >
          {t(($) => $.onlineApply.homeLink)}
        </Link>
      </p>
    </Card>
  );
}
