import { ja } from '@portal/messages';
import type { components } from '../../../src/gen/schema';
import { jsonBody, type MockContext, ok } from '../../context';
import { termText } from '../../shared/fixtures';
import { ICON_DATA_URL } from './fixtures';

type Schemas = components['schemas'];

const versionOf = (user: Schemas['User']) => user.version ?? 1;
const etagOf = (user: Schemas['User']) => `"${versionOf(user)}"`;

/** Health, sign-in and out, the session's user and profile, consent and the realtime channel's auth. */
export function sessionHandlers({ http, state }: MockContext) {
  /**
   * Whether a profile save may go on, as the server decides (ADR 040): without If-Match always; with it only
   * for the current version. A scenario's save from another device lands first.
   */
  const savable = (request: Request) => {
    if (state.savedElsewhere) {
      state.user = { ...state.user, ...state.savedElsewhere, version: versionOf(state.user) + 1 };
      state.savedElsewhere = null;
    }
    const ifMatch = request.headers.get('If-Match');
    return ifMatch === null || ifMatch === '*' || ifMatch === etagOf(state.user);
  };
  const changed = () => ({ message: ja.serverRefusals.profileChanged, data: state.user });
  return [
    http.get('/api/health', ({ response }) => response(200).json({ status: 'ok', database: 'ok' })),
    http.post('/api/login', async ({ request, response }) => {
      const body = await jsonBody(request);
      if (body.password !== 'demo-pass') {
        return response(422).json({
          message: 'メールアドレスまたはパスワードが正しくありません。',
          errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
        });
      }
      return response(200).json({ success: true, data: state.user });
    }),
    http.post('/logout', ({ response }) => response(302).empty({ headers: { Location: '/login' } })),
    http.get('/api/account/authed', ({ response }) => response(200).json(ok)),
    // The classroom side's session check (issue 33): the demo staff member, owner of two classrooms. A story of a
    // guardian's session at a staff page answers it 403, as the server does.
    http.get('/api/staff/session', ({ response }) =>
      response(200).json({
        id: 900,
        name: '山本 大輔',
        classrooms: [
          { id: 1, classroomNo: '1301', name: '自由が丘教室', role: 'owner' },
          { id: 2, classroomNo: '1402', name: '武蔵小杉教室', role: 'owner' },
        ],
      }),
    ),
    // Passwords (issue 32): the same answer whatever the address; any link opens a reset of the demo account.
    http.post('/api/password/forgot', ({ response }) => response(200).json(ok)),
    http.get('/api/password/link', ({ response }) =>
      response(200).json({ purpose: 'reset', kind: 'guardian', email: state.user.email ?? '' }),
    ),
    http.post('/api/password/reset', ({ response }) =>
      response(200).json({ purpose: 'reset', kind: 'guardian', email: state.user.email ?? '' }),
    ),
    http.post('/api/password/change', async ({ request, response }) => {
      const body = await jsonBody(request);
      if (body.currentPassword !== 'demo-pass') {
        return response(422).json({
          message: '現在のパスワードが正しくありません。',
          errors: { currentPassword: ['現在のパスワードが正しくありません。'] },
        });
      }
      return response(200).json(ok);
    }),
    http.get('/api/user', ({ response }) => response(200).json(state.user, { headers: { ETag: etagOf(state.user) } })),
    http.post('/api/user', async ({ request, response }) => {
      if (!savable(request)) return response(412).json(changed(), { headers: { ETag: etagOf(state.user) } });
      const body = await jsonBody(request);
      state.user = { ...state.user, ...(body as Partial<Schemas['User']>), version: versionOf(state.user) + 1 };
      return response(200).json(
        { success: true, message: 'プロフィールを更新しました。', data: state.user },
        { headers: { ETag: etagOf(state.user) } },
      );
    }),
    // Only the settings named change (issue 30 item 8).
    http.post('/api/user/notification-settings', async ({ request, response }) => {
      if (state.user.role !== 6) return response(403).json({ message: 'この操作は行えません。' });
      if (!savable(request)) return response(412).json(changed(), { headers: { ETag: etagOf(state.user) } });
      const body = (await jsonBody(request)) as Partial<Schemas['NotificationSettings']>;
      const settings = { ...(state.user.notificationSettings as Schemas['NotificationSettings']), ...body };
      state.user = { ...state.user, notificationSettings: settings, version: versionOf(state.user) + 1 };
      return response(200).json(
        { success: true, message: '通知設定を保存しました。', data: state.user },
        { headers: { ETag: etagOf(state.user) } },
      );
    }),
    http.post('/api/user/icon', ({ response }) => {
      // Inlined, so a screen showing the new icon makes no image request the mocks would have to answer.
      state.user = { ...state.user, iconPath: ICON_DATA_URL };
      return response(200).json({ success: true, data: ICON_DATA_URL });
    }),
    http.delete('/api/user/icon', ({ response }) => {
      state.user = { ...state.user, iconPath: null };
      return response(200).json(ok);
    }),
    http.get('/api/account/config', ({ response }) =>
      response(200).json({ success: true, data: { termsAgreementEnableDate: '2025-09-19T12:00:00+09:00' } }),
    ),
    http.get('/api/account/consent-status', ({ response }) =>
      response(200).json({
        success: true,
        requiresConsent: !(state.agreed.privacy && state.agreed.lynx && state.agreed.steam),
      }),
    ),
    http.get('/api/account/multiple-consent-data', ({ response }) =>
      response(200).json({
        success: true,
        message: '',
        data: {
          termsData: {
            ...(state.agreed.privacy ? {} : { privacy: termText('個人情報の取り扱いについて') }),
            ...(state.agreed.lynx ? {} : { lynx: termText('マイページ利用規約') }),
            ...(state.agreed.steam ? {} : { steam: termText('STEAM教育サービス利用規約') }),
          },
          agreedTerms: { ...state.agreed },
        },
      }),
    ),
    http.post('/api/account/multiple-consent', async ({ request, response }) => {
      const body = await jsonBody(request);
      state.agreed = {
        privacy: state.agreed.privacy || body.agree_privacy === true,
        lynx: state.agreed.lynx || body.agree_lynx === true,
        steam: state.agreed.steam || body.agree_steam === true,
      };
      return response(200).json({ success: true, message: '規約への同意を保存しました。' });
    }),
    http.post('/broadcasting/auth', ({ response }) => response(200).json({ auth: 'mock-key:0123456789abcdef' })),
    http.post('/broadcasting/user-auth', ({ response }) =>
      response(200).json({
        auth: 'mock-key:fedcba9876543210',
        user_data: JSON.stringify({ id: String(state.user.id) }),
      }),
    ),
  ];
}
