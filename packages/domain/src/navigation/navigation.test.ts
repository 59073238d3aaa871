import { describe, expect, it } from 'vitest';
import {
  allowedBookingStep,
  assessmentStartCheck,
  BookingStep,
  canReportPost,
  guardApplicationScreen,
  requiresAuth,
  sidebarMenu,
} from './navigation';

describe('requiresAuth', () => {
  it('lets trial, consultation and no-account application pages through', () => {
    for (const path of [
      '/trial',
      '/trial/confirm',
      '/consult',
      '/consult?store_id=1',
      '/no_account/online_apply/input',
    ]) {
      expect(requiresAuth(path)).toBe(false);
    }
  });

  it('requires a session everywhere else, including look-alike paths', () => {
    for (const path of ['/', '/online_apply/list', '/trialclassConfirm', '/consultation', '/profile']) {
      expect(requiresAuth(path)).toBe(true);
    }
  });
});

describe('sidebarMenu', () => {
  it('gives role 6 the full menu', () => {
    const menu = sidebarMenu(6);
    expect(menu.classroom).toEqual(['announcements', 'chat', 'calendar', 'columns']);
    expect(menu.child).toContain('assessment');
  });

  it('limits role 7 to information, trial, documents, contact and FAQ', () => {
    expect(Object.values(sidebarMenu(7)).flat().sort()).toEqual([
      'contact',
      'documents',
      'faq',
      'information',
      'trial',
    ]);
  });

  it('limits role 8 to attendance, child posts, trial, online application, documents and contact', () => {
    expect(Object.values(sidebarMenu(8)).flat().sort()).toEqual(
      ['attendance', 'childPosts', 'contact', 'documents', 'onlineApply', 'trial'].sort(),
    );
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
    expect(assessmentStartCheck(null)).toEqual({ ok: false, message: 'お子さまの情報を取得できませんでした' });
    expect(assessmentStartCheck({ humanId: 'H1', canTake: false })).toEqual({
      ok: false,
      message: '受験資格がありません',
    });
    expect(assessmentStartCheck({ humanId: 'H1', canTake: true })).toEqual({ ok: true, humanId: 'H1' });
  });
});
