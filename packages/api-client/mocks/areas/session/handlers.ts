import type { components } from '../../../src/gen/schema';
import { jsonBody, type MockContext, ok } from '../../context';
import { termText } from '../../shared/fixtures';
import { ICON_DATA_URL } from './fixtures';

type Schemas = components['schemas'];

/** Health, sign-in and out, the session's user and profile, consent and the realtime channel's auth. */
export function sessionHandlers({ http, state }: MockContext) {
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
    http.get('/api/user', ({ response }) => response(200).json(state.user)),
    http.post('/api/user', async ({ request, response }) => {
      const body = await jsonBody(request);
      state.user = { ...state.user, ...(body as Partial<Schemas['User']>) };
      return response(200).json({ success: true, message: 'プロフィールを更新しました。', data: state.user });
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
