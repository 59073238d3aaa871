import type { components } from '../../../src/gen/schema';
import type { MockContext } from '../../context';
import { searchOf } from '../../context';
import { classrooms, courseName, kidNames, pick } from '../../shared/fixtures';

type Schemas = components['schemas'];
type Report = Schemas['AbsenceReport'];

const KINDS = ['absent', 'late', 'early'] as const;
const STATUSES = ['pending', 'confirmed', 'refused'] as const;

/** An absence report (issue 33) of the mock family, April 2025 (the mocks' month). */
export function absenceReport(index: number, overrides: Partial<Report> = {}): Report {
  const kid = pick(kidNames, index % 2);
  const status = pick(STATUSES, index);
  return {
    id: 8000 + index,
    kidId: 1 + (index % 2),
    kidName: `${kid.lastName} ${kid.firstName}`,
    familyName: kid.lastName,
    lessonId: 6000 + (index % 2) * 100 + (index % 4),
    classroomId: 1,
    classroomName: classrooms[0].classroomName,
    courseName: courseName('RP'),
    className: '土曜Aクラス',
    date: `2025-04-${String(5 + (index % 4) * 7).padStart(2, '0')}`,
    hour: '16:00〜17:30',
    kind: pick(KINDS, index),
    reason: pick(['illness', 'family', 'school', 'other'] as const, index),
    note: index === 0 ? '発熱のため、お休みします。' : '',
    late: index % 3 === 1,
    status,
    staffNote: status === 'refused' ? 'この日は授業の内容上、途中からの参加をお受けできません。' : '',
    createdAt: '2025-04-14T12:00:00.000Z',
    decidedAt: status === 'pending' ? null : '2025-04-15T01:00:00.000Z',
    transfer: null,
    transferable: false,
    ...overrides,
  };
}

/** A lesson a transfer may go to (issue 33, ADR 051), a Wednesday of the mocks' April and May. */
export function transferCandidate(index: number, overrides: Partial<Schemas['TransferCandidate']> = {}) {
  return {
    lessonId: 7000 + index,
    date: `2025-04-${String(9 + index * 7).padStart(2, '0')}`,
    hour: '17:00〜18:30',
    className: '水曜17時クラス',
    courseName: courseName('RP'),
    freeSeats: 1 + (index % 3),
    ...overrides,
  } satisfies Schemas['TransferCandidate'];
}

/** The mock classroom's absence settings (issue 33, ADR 051). */
export function absenceSettings(index: number, overrides: Partial<Schemas['AbsenceSettings']> = {}) {
  const room = pick(classrooms, index);
  return {
    classroomId: index + 1,
    classroomName: room.classroomName,
    cutoffTime: '10:00',
    transfersOffered: index === 0,
    transferWindowMonths: 1,
    ...overrides,
  } satisfies Schemas['AbsenceSettings'];
}

/**
 * Absence reports (issue 33): the guardian's report and list, the staff list and answer. Per handler set, a
 * report sent once is refused the second time (409), as the server does.
 */
export function absenceHandlers({ http, items }: MockContext) {
  const reports: Report[] = items(3, (i) => absenceReport(i));
  let next = 9000;
  const settings = items(2, (i) => absenceSettings(i));
  const byFilter = (request: Request) => {
    const search = searchOf(request);
    const kidId = Number(search.get('kidId') ?? 0);
    const date = search.get('date');
    const status = search.get('status') ?? 'all';
    return reports.filter(
      (r) => (!kidId || r.kidId === kidId) && (!date || r.date === date) && (status === 'all' || r.status === status),
    );
  };
  return [
    http.post('/api/absence', async ({ request, response }) => {
      const body = await request.json();
      if (reports.some((r) => r.kidId === body.kidId && r.lessonId === body.lessonId)) {
        return response(409).json({
          message:
            'このお子さまのこの授業については、すでに連絡を受け付けています。内容を変える場合は教室へご連絡ください。',
        });
      }
      const report = absenceReport(0, {
        id: next++,
        kidId: body.kidId,
        lessonId: body.lessonId,
        kind: body.kind,
        reason: body.reason,
        note: (body.note ?? '').trim(),
        status: 'pending',
        late: false,
        staffNote: '',
        decidedAt: null,
      });
      reports.unshift(report);
      return response(200).json({ data: report });
    }),
    http.get('/api/absence/list', ({ request, response }) => response(200).json({ data: byFilter(request) })),
    http.get('/api/staff/absences', ({ request, response }) => response(200).json({ data: byFilter(request) })),
    http.post('/api/staff/absences/{id}/decide', async ({ params, request, response }) => {
      const body = await request.json();
      const report = reports.find((r) => r.id === Number(params.id));
      if (!report) return response(404).json({ message: 'この連絡は見つかりません。一覧を読み込み直してください。' });
      if (report.status !== 'pending') {
        return response(409).json({ message: 'この連絡にはすでに回答しています。一覧を読み込み直してください。' });
      }
      report.status = body.decision === 'confirm' ? 'confirmed' : 'refused';
      report.staffNote = (body.staffNote ?? '').trim();
      report.decidedAt = '2025-04-15T01:00:00.000Z';
      return response(200).json({ data: report });
    }),
    // Transfers and settings (issue 33, ADR 051).
    http.get('/api/absence/{id}/transfer-options', ({ params, response }) => {
      const report = reports.find((r) => r.id === Number(params.id));
      if (!report) return response(404).json({ message: 'この連絡は見つかりません。一覧を読み込み直してください。' });
      return response(200).json({
        data: {
          offered: report.transferable ?? false,
          windowFrom: '2025-04-01',
          windowTo: '2025-05-31',
          lessons: report.transferable ? [0, 1, 2].map((i) => transferCandidate(i)) : [],
        },
      });
    }),
    http.post('/api/absence/{id}/transfer', async ({ params, request, response }) => {
      const body = await request.json();
      const report = reports.find((r) => r.id === Number(params.id));
      if (!report) return response(404).json({ message: 'この連絡は見つかりません。一覧を読み込み直してください。' });
      const lesson = transferCandidate(Math.max(0, body.lessonId - 7000));
      report.transfer = {
        lessonId: lesson.lessonId,
        date: lesson.date,
        hour: lesson.hour,
        className: lesson.className,
        status: 'requested',
        note: '',
      };
      report.transferable = false;
      return response(200).json({ data: report });
    }),
    http.delete('/api/absence/{id}/transfer', ({ params, response }) => {
      const report = reports.find((r) => r.id === Number(params.id));
      if (!report) return response(404).json({ message: 'この連絡は見つかりません。一覧を読み込み直してください。' });
      if (report.transfer?.status !== 'requested') {
        return response(409).json({
          message:
            '取り下げられる振替の申請はありません。教室がすでに回答したか、取り下げ済みです。カレンダーを読み込み直してください。',
        });
      }
      report.transfer = null;
      report.transferable = true;
      return response(200).json({ data: report });
    }),
    http.post('/api/staff/absences/{id}/transfer', async ({ params, request, response }) => {
      const body = await request.json();
      const report = reports.find((r) => r.id === Number(params.id));
      if (!report?.transfer || report.transfer.status !== 'requested') {
        return response(409).json({
          message: '回答を待っている振替の申請はありません。一覧を読み込み直してください。',
        });
      }
      report.transfer = {
        ...report.transfer,
        status: body.decision === 'accept' ? 'accepted' : 'refused',
        note: (body.note ?? '').trim(),
      };
      return response(200).json({ data: report });
    }),
    http.get('/api/staff/absence-settings', ({ response }) => response(200).json({ data: settings })),
    http.post('/api/staff/absence-settings/{classroomId}', async ({ params, request, response }) => {
      const body = await request.json();
      const room = settings.find((s) => s.classroomId === Number(params.classroomId));
      if (!room) return response(404).json({ message: 'この教室は見つかりません。ページを読み込み直してください。' });
      // As the server: a cut-off of HH:MM and a window of 0 to 3 months, anything else refused.
      const months = body.transferWindowMonths;
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(body.cutoffTime) || !Number.isInteger(months) || months < 0 || months > 3) {
        const message = '入力内容を確認してください。';
        return response(422).json({ message, errors: { transferWindowMonths: [message] } });
      }
      Object.assign(room, {
        cutoffTime: body.cutoffTime,
        transfersOffered: body.transfersOffered,
        transferWindowMonths: months,
      });
      return response(200).json({ data: room });
    }),
  ];
}
