import { describe, expect, it } from 'vitest';
import {
  applicantKindOfRoute,
  applicationStatusLabel,
  applyPathPrefix,
  backFromConfirmation,
  pendingApplications,
  showMembershipReminder,
  showTrialInvitation,
  stepForStatus,
  verifyOutcome,
} from './membership';

describe('membership routing', () => {
  it('sends a list card to the step of its status', () => {
    expect(stepForStatus(2)).toBe('content_conf');
    expect(stepForStatus(5)).toBe('final_conf');
    expect(stepForStatus(9)).toBe('complete_registration');
    expect(stepForStatus(3)).toBeNull();
  });

  it('on verify: 5 goes to the final check, 9 alerts and goes to login', () => {
    expect(verifyOutcome(5)).toEqual({
      kind: 'proceed',
      step: 'final_conf',
      buttonLabel: 'labels.membership.toFinalConfirmation',
    });
    expect(verifyOutcome(2)).toEqual({
      kind: 'proceed',
      step: 'content_conf',
      buttonLabel: 'labels.membership.proceed',
    });
    expect(verifyOutcome(9).kind).toBe('alertThenLogin');
  });

  it('tells the route families apart by name and path', () => {
    expect(applicantKindOfRoute('NoAccountOnlineApplyInput')).toBe('noAccount');
    expect(applicantKindOfRoute('OnlineApplyInput')).toBe('account');
    expect(applyPathPrefix('noAccount')).toBe('/no_account/online_apply');
    expect(applyPathPrefix('account')).toBe('/online_apply');
    expect(backFromConfirmation('noAccount')).toBe('verify_identity');
    expect(backFromConfirmation('account')).toBe('list');
  });

  it('labels 2, 5 and 9 each their own way and any other status alike', () => {
    const labels = [2, 5, 9].map(applicationStatusLabel);
    expect(new Set(labels).size).toBe(3);
    expect(applicationStatusLabel(1)).toBe(applicationStatusLabel(7));
    expect(labels).not.toContain(applicationStatusLabel(1));
  });
});

describe('home reminders', () => {
  it('flattens groups and keeps statuses 2 and 5', () => {
    const groups = { a: [{ statusId: 2 }, { statusId: 9 }], b: [{ statusId: 5 }] };
    expect(pendingApplications(groups)).toEqual([{ statusId: 2 }, { statusId: 5 }]);
    expect(pendingApplications([[{ statusId: 9 }], []])).toEqual([]);
    expect(showMembershipReminder(groups)).toBe(true);
    expect(showMembershipReminder({ a: [{ statusId: 9 }] })).toBe(false);
  });

  it('invites to a trial only without trials, memberships or role 6', () => {
    expect(showTrialInvitation({ trialCount: 0, membershipCount: 0, role: 7 })).toBe(true);
    expect(showTrialInvitation({ trialCount: 0, membershipCount: 0, role: 6 })).toBe(false);
    expect(showTrialInvitation({ trialCount: 1, membershipCount: 0, role: 7 })).toBe(false);
    expect(showTrialInvitation({ trialCount: 0, membershipCount: 1, role: 8 })).toBe(false);
  });
});
