import { inviteErrorMessage, wordMessage } from '@portal/domain';
import { ja, translator } from '@portal/messages';
import { HttpResponse } from 'msw';
import type { components } from '../../../src/gen/schema';
import { jsonBody, type MockContext, ok, searchOf } from '../../context';
import { termText } from '../../shared/fixtures';
import {
  applicationRow,
  COURSE_CODES,
  consultLookup,
  coursePrice,
  familyInvitation,
  onlineDetail,
  questionnaireOptions,
  staffBookings,
  staffMember,
  taikenkai,
  trialBooking,
} from './fixtures';

type Schemas = components['schemas'];

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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
    // Issue 31 item 19: the mailed link of a booking made signed out.
    http.post('/api/trial/confirm', ({ response }) =>
      response(200).json({ added: true, consultation: false, classroomName: '渋谷教室' }),
    ),
    // The classroom side (issue 17): a staff member's sign-in and the bookings of their classrooms.
    http.post('/api/staff/login', ({ response }) => response(200).json({ success: true, name: '山本 大輔' })),
    http.get('/api/staff/bookings', ({ response }) =>
      response(200).json({
        name: '山本 大輔',
        classrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 2, name: '武蔵小杉教室' },
        ],
        data: scenario.size === 'empty' ? [] : staffBookings(scenario.size === 'many' ? 12 : 2),
      }),
    ),
    // Issue 16: the signature record, its picture, the PDF and the classroom side of the applications.
    http.get('/api/membership/online/record', ({ response }) =>
      response(200).json({
        subscriptionCode: 'M202600501',
        entryDate: '2026-11-21',
        signedAt: '2026-11-21T11:15:00.000Z',
        ip: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        contentSha256: '3f2a9c1b7e5d4a6f8b0c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a',
      }),
    ),
    http.get('/api/membership/online/signature', ({ response }) =>
      response.untyped(
        // A 1 x 1 PNG: the real one is the guardian's drawing, re-encoded by the server.
        new HttpResponse(
          Uint8Array.from(atob(TINY_PNG), (c) => c.charCodeAt(0)),
          {
            headers: { 'Content-Type': 'image/png' },
          },
        ),
      ),
    ),
    http.get('/api/membership/online/print.pdf', ({ response }) =>
      response.untyped(
        new HttpResponse(new Blob(['%PDF-1.4 mock'], { type: 'application/pdf' }), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="M202600501.pdf"',
          },
        }),
      ),
    ),
    http.get('/api/staff/membership/list', ({ response }) =>
      response(200).json({
        classrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 3, name: '吉祥寺教室' },
        ],
        data:
          scenario.size === 'empty'
            ? []
            : [
                {
                  id: 501,
                  subscriptionCode: 'M202600501',
                  statusId: 3,
                  familyName: '伊藤',
                  classroomName: '吉祥寺教室',
                  childName: '伊藤 湊',
                  entryDate: '2026-11-21',
                  inputSentAt: '2026-11-22T12:05:00.000Z',
                  input: null,
                  codeLocked: false,
                  record: null,
                },
                {
                  id: 503,
                  subscriptionCode: 'M202600503',
                  statusId: 5,
                  familyName: '中村',
                  classroomName: '自由が丘教室',
                  childName: '中村 結衣',
                  entryDate: '2026-11-18',
                  inputSentAt: '2026-11-19T09:30:00.000Z',
                  input: null,
                  // Five wrong tries: the classroom issues a new code.
                  codeLocked: true,
                  record: null,
                },
              ],
      }),
    ),
    http.post('/api/staff/membership/code', ({ response }) =>
      response(200).json({ code: '4821', expiresAt: '2026-11-30T12:05:00.000Z' }),
    ),
    http.post('/api/staff/membership/create', ({ response }) =>
      response(200).json({ id: 502, subscriptionCode: 'M202600502', noAccount: true }),
    ),
    // Issue 33: the bookings as CSV (UTF-8 with a byte-order mark, CRLF).
    http.get(
      '/api/staff/bookings.csv',
      () =>
        new HttpResponse('\uFEFF受付日時,種別,教室\r\n2025/04/19 18:15,体験授業,自由が丘教室\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    ),
    // Issue 33 (ADR 048): the classrooms' price tables; `many` gives every course of two classrooms.
    http.get('/api/staff/prices', ({ response }) =>
      response(200).json({
        classrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 3, name: '吉祥寺教室' },
        ],
        data:
          scenario.size === 'empty'
            ? []
            : scenario.size === 'many'
              ? [1, 3].flatMap((classroomId) => COURSE_CODES.map((course, i) => coursePrice(classroomId, course, i)))
              : [coursePrice(1, 'RP', 0)],
      }),
    ),
    http.post('/api/staff/prices', async ({ request, response }) => {
      const body = (await jsonBody(request)) as Omit<Schemas['CoursePrice'], 'updatedAt'>;
      return response(200).json({ price: { ...body, updatedAt: '2026-11-28T01:00:00.000Z' }, repriced: 2 });
    }),
    // Issue 32: the classroom's family invitations and the guardian's invitation link.
    http.get('/api/staff/families/invitations', ({ response }) =>
      response(200).json({
        classrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 3, name: '吉祥寺教室' },
        ],
        data: items(3, (i) => familyInvitation(i)),
      }),
    ),
    http.post('/api/staff/families/invite', async ({ request, response }) => {
      const guardian = (await jsonBody(request)).guardian as
        | { lastName?: string; firstName?: string; email?: string }
        | undefined;
      return response(200).json({
        ...familyInvitation(0),
        id: 900,
        guardianName: `${guardian?.lastName ?? ''} ${guardian?.firstName ?? ''}`.trim(),
        email: guardian?.email ?? '',
      });
    }),
    http.post('/api/staff/families/invitations/{id}/resend', ({ params, response }) =>
      response(200).json({ ...familyInvitation(0), id: Number(params.id), status: 'invited' }),
    ),
    http.post('/api/staff/families/invitations/{id}/revoke', ({ params, response }) =>
      response(200).json({ ...familyInvitation(0), id: Number(params.id), status: 'revoked' }),
    ),
    // Issue 32 (ADR 042): an owner's staff page.
    http.get('/api/staff/team', ({ response }) =>
      response(200).json({
        ownedClassrooms: [
          { id: 1, name: '自由が丘教室' },
          { id: 2, name: '武蔵小杉教室' },
        ],
        data: items(5, (i) => staffMember(i)),
      }),
    ),
    http.post('/api/staff/team/invite', async ({ request, response }) => {
      const body = await jsonBody(request);
      return response(200).json({
        ...staffMember(2),
        id: 790,
        name: `${String(body.lastName ?? '')} ${String(body.firstName ?? '')}`.trim(),
        email: String(body.email ?? ''),
        classrooms: ['自由が丘教室'],
      });
    }),
    http.post('/api/staff/team/{id}/resend', ({ params, response }) =>
      response(200).json({ ...staffMember(2), id: Number(params.id) }),
    ),
    http.post('/api/staff/team/{id}/deactivate', ({ params, response }) =>
      response(200).json({ ...staffMember(1), id: Number(params.id), status: 'deactivated' }),
    ),
    http.get('/api/invitation', ({ response }) =>
      response(200).json({
        classroomName: '自由が丘教室',
        guardianName: '松本 由美',
        email: 'matsumoto@example.jp',
        children: [
          { name: '松本 陽葵', schoolGrade: 5 },
          { name: '松本 蒼', schoolGrade: 3 },
        ],
        hasAccount: false,
      }),
    ),
    http.post('/api/invitation/accept', ({ response }) => response(200).json({ signedIn: true, linked: false })),
    http.post('/api/no_account/membership/session', ({ response }) =>
      response(200).json({ kidId: 501, subscriptionCode: 'M202600501', statusId: 2 }),
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
