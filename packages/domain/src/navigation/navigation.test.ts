import { describe, expect, it } from 'vitest';
import {
  allowedBookingStep,
  assessmentStartCheck,
  BookingStep,
  canReportPost,
  guardApplicationScreen,
  isRetiredContactPath,
  privacyNoticeFor,
  requiresAuth,
  sidebarMenu,
} from './navigation';

describe('requiresAuth', () => {
  it.each([
    '/trial',
    '/trial/',
    '/trial/confirm',
    '/consult',
    '/consult/form',
    '/consult?store_id=1',
    '/no_account/online_apply',
    '/no_account/online_apply/verify_identity',
    '/login',
    '/login?redirect=/x',
    '/kiyaku',
    '/privacy/main',
    '/privacy/temp/',
  ])('lets %s through without a session', (path) => {
    expect(requiresAuth(path)).toBe(false);
  });

  it.each([
    '/',
    '',
    '/announcement/list',
    '/online_apply/list',
    '/trialclassConfirm',
    '/consultation',
    '/no_account',
    '/login/extra',
    '/privacy',
    '/profile',
  ])('requires a session for %s, including look-alike paths', (path) => {
    expect(requiresAuth(path)).toBe(true);
  });
});

describe('isRetiredContactPath', () => {
  it('matches the four retired contact pages, with or without a trailing slash or query', () => {
    for (const path of [
      '/contact',
      '/contact/form',
      '/contact/confirm',
      '/contact/complete',
      '/contact/',
      '/contact?x=1',
    ]) {
      expect(isRetiredContactPath(path)).toBe(true);
    }
  });

  it('leaves other pages alone', () => {
    for (const path of ['/contact/other', '/contacts', '/', '/faq']) {
      expect(isRetiredContactPath(path)).toBe(false);
    }
  });
});

describe('sidebarMenu', () => {
  it('gives role 6 the four groups of the full menu', () => {
    expect(sidebarMenu(6)).toEqual([
      { group: 'classroom', items: ['announcements', 'chat', 'calendar', 'columns'] },
      {
        group: 'child',
        items: ['attendance', 'childPosts', 'everyonePosts', 'assessment', 'elearning', 'information'],
      },
      { group: 'other', items: ['invite', 'faq', 'contact'] },
      { group: 'prospective', items: ['trial', 'onlineApply', 'documents', 'alreadySignedUp'] },
    ]);
  });

  it('limits role 7 to information, trial, documents, contact and FAQ, in that order', () => {
    expect(sidebarMenu(7)).toEqual([
      { group: 'limited', items: ['information', 'trial', 'documents', 'contact', 'faq'] },
    ]);
  });

  it('limits role 8 to attendance, child posts, trial, online application, documents and contact, in that order', () => {
    expect(sidebarMenu(8)).toEqual([
      { group: 'limited', items: ['attendance', 'childPosts', 'trial', 'onlineApply', 'documents', 'contact'] },
    ]);
  });
});

describe('privacyNoticeFor', () => {
  it('gives prospective members the temporary notice and everyone else the main one', () => {
    expect(privacyNoticeFor(7)).toBe('temp');
    expect(privacyNoticeFor(6)).toBe('main');
    expect(privacyNoticeFor(8)).toBe('main');
    expect(privacyNoticeFor(undefined)).toBe('main');
  });
});

describe('guardApplicationScreen', () => {
  it('sends a direct arrival to the list, or verify_identity without an account', () => {
    expect(guardApplicationScreen({ hasPreviousRoute: false, isReload: false }, 'account')).toBe('list');
    expect(guardApplicationScreen({ hasPreviousRoute: false, isReload: false }, 'noAccount')).toBe('verify_identity');
  });

  it('opens after a previous screen or on reload', () => {
    expect(guardApplicationScreen({ hasPreviousRoute: true, isReload: false }, 'account')).toBeNull();
    expect(guardApplicationScreen({ hasPreviousRoute: false, isReload: true }, 'noAccount')).toBeNull();
  });
});

describe('allowedBookingStep', () => {
  it('returns an empty confirm and an unearned complete to the form', () => {
    expect(allowedBookingStep(BookingStep.Confirm, { hasInput: false, cameFromConfirm: false })).toBe(BookingStep.Form);
    expect(allowedBookingStep(BookingStep.Complete, { hasInput: true, cameFromConfirm: false })).toBe(BookingStep.Form);
    expect(allowedBookingStep(BookingStep.Confirm, { hasInput: true, cameFromConfirm: false })).toBe(
      BookingStep.Confirm,
    );
    expect(allowedBookingStep(BookingStep.Complete, { hasInput: true, cameFromConfirm: true })).toBe(
      BookingStep.Complete,
    );
  });
});

describe('small decisions', () => {
  it('hides the report button once reported', () => {
    expect(canReportPost({ report_flag: 0 })).toBe(true);
    expect(canReportPost({ report_flag: 1 })).toBe(false);
  });

  it('checks the student before the assessment starts', () => {
    expect(assessmentStartCheck(null)).toEqual({
      ok: false,
      message: 'notices.assessment.childLoadFailed',
    });
    expect(assessmentStartCheck({ humanId: 'H1', canTake: false })).toEqual({
      ok: false,
      message: 'notices.assessment.cannotTake',
    });
    expect(assessmentStartCheck({ humanId: 'H1', canTake: true })).toEqual({ ok: true, humanId: 'H1' });
  });
});
