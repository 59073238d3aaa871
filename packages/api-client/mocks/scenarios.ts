import type { components } from '../src/gen/schema';
import type { Role } from './fixtures';

type Schemas = components['schemas'];

export type Scenario = {
  /** The signed-in user's role (6 member guardian, 7 prospect, 8 limited). */
  role: Role;
  /** How much data lists hold: none, a normal screenful, or enough for many pages. */
  size: 'empty' | 'default' | 'many';
  /**
   * A forced failure for every call except the session bootstrap (authed, user, config, consent
   * status), so the app still starts and each screen shows its own error. `on: 'mutations'` fails only
   * state-changing calls, which is how a 422 reaches a form.
   */
  failure?: { status: 400 | 401 | 422 | 500; message: string; on: 'all' | 'mutations' };
  /**
   * The profile is saved on another device after the page read it (issue 30 item 8): reads answer the profile
   * as first read until a save, which meets these changes (a new version) and is answered 412.
   */
  savedElsewhere?: Partial<Schemas['User']>;
};

export const scenarios = {
  default: { role: 6, size: 'default' },
  empty: { role: 6, size: 'empty' },
  manyPages: { role: 6, size: 'many' },
  badRequest: { role: 6, size: 'default', failure: { status: 400, message: '不正なリクエストです。', on: 'all' } },
  validationError: {
    role: 6,
    size: 'default',
    failure: { status: 422, message: '入力内容に誤りがあります。', on: 'mutations' },
  },
  serverError: {
    role: 6,
    size: 'default',
    failure: { status: 500, message: 'サーバーエラーが発生しました。時間をおいて再度お試しください。', on: 'all' },
  },
  unauthenticated: { role: 6, size: 'default', failure: { status: 401, message: 'Unauthenticated.', on: 'all' } },
  role6: { role: 6, size: 'default' },
  role7: { role: 7, size: 'default' },
  role8: { role: 8, size: 'default' },
  profileSavedElsewhere: {
    role: 6,
    size: 'default',
    savedElsewhere: {
      telNumber: '08098765432',
      notificationSettings: { chat: 0, unread_chat: 0, class_announcement: 0, class_reminder: 1, child_post: 1 },
    },
  },
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

/** Unhandled requests fail, so a screen calling something the contract lacks is caught at once. */
export const mswOptions = { onUnhandledFrame: 'error' } as const;
