import { inviteErrorMessage, wordMessage } from '@portal/domain';
import { ja, translator } from '@portal/messages';
import type { components } from '../../../src/gen/schema';
import { jsonBody, type MockContext, ok, searchOf } from '../../context';
import { termText } from '../../shared/fixtures';
import {
  applicationRow,
  consultLookup,
  onlineDetail,
  questionnaireOptions,
  staffBookings,
  taikenkai,
  trialBooking,
} from './fixtures';

type Schemas = components['schemas'];

/** Trials, consultations, membership applications (document 2), invitations and the postal code look-up. */
export function applicationHandlers({ http, items, scenario, state }: MockContext) {
  const kids = state.user.kids;
  return [
    http.get('/api/trial/applied', ({ response }) =>
      response(200).json(scenario.role === 6 ? items(2, (i) => trialBooking(i)) : items(1, (i) => trialBooking(i))),
    ),
    http.get('/api/membership/online/list', ({ response }) => {
      const rows =
        scenario.role === 7
          ? items(2, (i) => applicationRow(i, i === 0 ? 2 : 5))
          : items(1, (i) => applicationRow(i, 9));
      const groups: Record<string, Schemas['ApplicationRow'][]> = {};
      if (rows.length) groups['1'] = rows;
      return response(200).json(groups);
    }),
    http.get('/api/membership/status', ({ response }) => response(200).json({ success: true, statusId: 2 })),
    http.post('/api/invite', ({ response }) =>
      scenario.role === 7
        ? response(400).json({
            status: 'error',
            code: null,
            message: wordMessage(inviteErrorMessage('error'), translator(ja)),
          })
        : response(200).json({ status: 'success', code: 'YAMADA2025' }),
    ),
    http.get('/api/membership/online/form-data', ({ response }) =>
      response(200).json({
        success: true,
        kidForm: { lastName: kids[0]?.lastName ?? null, firstName: kids[0]?.firstName ?? null, birthday: null },
        userForm: {
          lastName: state.user.lastName,
          firstName: state.user.firstName,
          email: state.user.email ?? null,
          telNumber: state.user.telNumber ?? null,
          zipcode: state.user.zipcode ?? null,
        },
      }),
    ),
    http.post('/api/membership/check-email', async ({ request, response }) => {
      const { email } = await jsonBody(request);
      return response(200).json({
        exists: ['guardian@example.com', 'guardian2@example.com', 'prospect@example.com'].includes(String(email)),
      });
    }),
    http.get('/api/zip', ({ request, response }) =>
      response(200).json(
        searchOf(request).get('zipcode') === '0000000'
          ? { status: 200, message: null, results: null }
          : {
              status: 200,
              message: null,
              results: [
                { zipcode: '1500002', prefcode: '13', address1: '東京都', address2: '渋谷区', address3: '渋谷' },
              ],
            },
      ),
    ),
    http.get('/api/invite/{code}', ({ params, response }) =>
      response(200).json({ data: String(params.code).toUpperCase() === 'YAMADA2025' }),
    ),
    http.get('/api/membership/online/detail', ({ response }) =>
      response(200).json(onlineDetail(scenario.role === 7 ? 5 : 2)),
    ),
    http.post('/api/membership/online/guardian', ({ response }) => response(200).json(ok)),
    http.get('/api/membership/online/certification', ({ request, response }) =>
      response(200).json(
        searchOf(request).get('certificationCode') === '1234'
          ? { success: true, membershipId: 501 }
          : { success: false, membershipId: null },
      ),
    ),
    http.post('/api/membership/sign', ({ response }) => response(200).json(ok)),
    http.post('/api/membership/online/session/store', ({ response }) =>
      response(200).json({ success: true, message: '' }),
    ),
    http.get('/api/trial/find', ({ request, response }) =>
      response(200).json({ taikenkai: taikenkai(), storeId: searchOf(request).get('store_id') ?? 'ST0101' }),
    ),
    http.get('/api/trial/questionnaire', ({ response }) => response(200).json(questionnaireOptions())),
    http.post('/api/trial', ({ response }) => response(200).json({ status: 'success' })),
    http.get('/api/consult/find', ({ response }) => response(200).json(consultLookup())),
    http.post('/api/consult', ({ response }) => response(200).json({ status: 'success' })),
    // The classroom side (issue 17): a staff member's sign-in and the bookings of their classrooms.
    http.post('/api/staff/login', ({ response }) => response(200).json({ success: true, name: '山本 大輔' })),
    http.get('/api/staff/bookings', ({ response }) =>
      response(200).json({ name: '山本 大輔', data: scenario.size === 'empty' ? [] : staffBookings() }),
    ),
    http.get('/api/term/membership', ({ response }) =>
      response(200).json({
        success: true,
        steam_contract_term: termText('STEAM教育サービス契約約款'),
        privacy_policy: termText('個人情報の取り扱いについて'),
      }),
    ),
  ];
}
