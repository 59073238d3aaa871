import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient, PlayerClient } from './client';
import { unwrap } from './errors';
import type { components, operations } from './gen/schema';

type Schemas = components['schemas'];
/** The query parameters of one operation, as the contract declares them. */
export type QueryParams<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type MultipartBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'multipart/form-data': infer Body } };
}
  ? Body
  : never;
type FormBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/x-www-form-urlencoded': infer Body } };
}
  ? Body
  : never;

/**
 * Query keys. Every key starts with 'api' and then the area, so invalidating an area's prefix refreshes
 * every list and detail in it: reading a notification invalidates `notification.all` (the bell), sending a
 * chat message invalidates `chat.messages(roomId)` (the open room) and `chat.rooms` (the unread dots).
 * Parameters come last as one object, so a prefix without them matches every page and filter.
 */
export const apiKeys = {
  all: ['api'] as const,
  health: () => ['api', 'health'] as const,
  session: {
    all: ['api', 'session'] as const,
    authed: () => ['api', 'session', 'authed'] as const,
    user: () => ['api', 'session', 'user'] as const,
    config: () => ['api', 'session', 'config'] as const,
    consentStatus: () => ['api', 'session', 'consentStatus'] as const,
    multipleConsentData: () => ['api', 'session', 'multipleConsentData'] as const,
  },
  carousel: { all: ['api', 'carousel'] as const },
  trial: {
    all: ['api', 'trial'] as const,
    applied: () => ['api', 'trial', 'applied'] as const,
    find: (params: QueryParams<'findTrial'>) => ['api', 'trial', 'find', params] as const,
    questionnaire: () => ['api', 'trial', 'questionnaire'] as const,
  },
  consult: {
    all: ['api', 'consult'] as const,
    find: (params: QueryParams<'findConsult'>) => ['api', 'consult', 'find', params] as const,
  },
  membership: {
    all: ['api', 'membership'] as const,
    list: () => ['api', 'membership', 'list'] as const,
    status: (params: QueryParams<'getMembershipStatus'>) => ['api', 'membership', 'status', params] as const,
    formData: () => ['api', 'membership', 'formData'] as const,
    detail: (params: QueryParams<'getMembershipDetail'>) => ['api', 'membership', 'detail', params] as const,
    certification: (params: QueryParams<'getMembershipCertification'>) =>
      ['api', 'membership', 'certification', params] as const,
    terms: (params: QueryParams<'getMembershipTerms'>) => ['api', 'membership', 'terms', params] as const,
  },
  announcement: {
    all: ['api', 'announcement'] as const,
    lists: () => ['api', 'announcement', 'list'] as const,
    list: (params: QueryParams<'getAnnouncementList'>) => ['api', 'announcement', 'list', params] as const,
    important: () => ['api', 'announcement', 'important'] as const,
    detail: (announcementsId: number) => ['api', 'announcement', 'detail', announcementsId] as const,
    files: (announcementsId: number) => ['api', 'announcement', 'files', announcementsId] as const,
    download: (params: QueryParams<'getAnnouncementFileDownload'>) =>
      ['api', 'announcement', 'download', params] as const,
  },
  information: {
    all: ['api', 'information'] as const,
    labels: (params: QueryParams<'getInformationLabels'>) => ['api', 'information', 'labels', params] as const,
    lists: () => ['api', 'information', 'list'] as const,
    list: (params: QueryParams<'getInformationList'>) => ['api', 'information', 'list', params] as const,
    important: () => ['api', 'information', 'important'] as const,
    detail: (informationsId: number) => ['api', 'information', 'detail', informationsId] as const,
    files: (informationsId: number) => ['api', 'information', 'files', informationsId] as const,
    download: (params: QueryParams<'getInformationFileDownload'>) =>
      ['api', 'information', 'download', params] as const,
  },
  attendance: {
    all: ['api', 'attendance'] as const,
    schedule: () => ['api', 'attendance', 'schedule'] as const,
    list: (kidId: number) => ['api', 'attendance', 'list', kidId] as const,
  },
  schedule: {
    all: ['api', 'schedule'] as const,
    calendar: (params: QueryParams<'getScheduleCalendar'>) => ['api', 'schedule', 'calendar', params] as const,
  },
  notification: {
    all: ['api', 'notification'] as const,
    list: () => ['api', 'notification', 'list'] as const,
  },
  studentLessonRecord: {
    all: ['api', 'studentLessonRecord'] as const,
    list: (params: QueryParams<'getStudentLessonRecords'>) => ['api', 'studentLessonRecord', 'list', params] as const,
    detail: (id: number) => ['api', 'studentLessonRecord', 'detail', id] as const,
  },
  lessonRecord: {
    all: ['api', 'lessonRecord'] as const,
    list: (params: QueryParams<'getPublicLessonRecords'>) => ['api', 'lessonRecord', 'list', params] as const,
    detail: (id: number) => ['api', 'lessonRecord', 'detail', id] as const,
  },
  column: {
    all: ['api', 'column'] as const,
    list: (params: QueryParams<'getColumns'>) => ['api', 'column', 'list', params] as const,
  },
  lms: {
    all: ['api', 'lms'] as const,
    kids: () => ['api', 'lms', 'kids'] as const,
    course: (seitoNo: string) => ['api', 'lms', 'course', seitoNo] as const,
    archive: (seitoNo: string) => ['api', 'lms', 'archive', seitoNo] as const,
    lessons: (lmsCode: string) => ['api', 'lms', 'lessons', lmsCode] as const,
  },
  document: { all: ['api', 'document'] as const },
  faq: {
    all: ['api', 'faq'] as const,
    categories: () => ['api', 'faq', 'categories'] as const,
    sections: (categoryId: number) => ['api', 'faq', 'sections', categoryId] as const,
    articles: (sectionId: number) => ['api', 'faq', 'articles', sectionId] as const,
    article: (articleId: number) => ['api', 'faq', 'article', articleId] as const,
    search: (keyWord: string) => ['api', 'faq', 'search', keyWord] as const,
  },
  term: (type: QueryParams<'getTerm'>['type']) => ['api', 'term', type] as const,
  chat: {
    all: ['api', 'chat'] as const,
    rooms: () => ['api', 'chat', 'rooms'] as const,
    classrooms: () => ['api', 'chat', 'classrooms'] as const,
    room: (classroomNo: string) => ['api', 'chat', 'room', classroomNo] as const,
    messages: (chatRoomId: number) => ['api', 'chat', 'messages', chatRoomId] as const,
    newMessage: (chatRoomId: number, newMessageId: number) =>
      ['api', 'chat', 'messages', chatRoomId, { newMessageId }] as const,
    attachment: (params: QueryParams<'downloadChatAttachment'>) => ['api', 'chat', 'attachment', params] as const,
  },
  assessment: {
    all: ['api', 'assessment'] as const,
    take: () => ['api', 'assessment', 'take'] as const,
    result: (params: QueryParams<'getAssessmentResult'>) => ['api', 'assessment', 'result', params] as const,
    comments: () => ['api', 'assessment', 'comments'] as const,
  },
  player: {
    all: ['api', 'player'] as const,
    progress: (lmsCode: string) => ['api', 'player', 'progress', lmsCode] as const,
    quiz: (lessonId: number) => ['api', 'player', 'quiz', lessonId] as const,
  },
  zip: (zipcode: string) => ['api', 'zip', zipcode] as const,
  invite: {
    all: ['api', 'invite'] as const,
    check: (code: string) => ['api', 'invite', 'check', code] as const,
  },
};

/** `queryOptions` for every GET of the contract, bound to one client. */
export function createQueries(client: ApiClient) {
  return {
    health: () =>
      queryOptions({
        queryKey: apiKeys.health(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/health', { signal })),
      }),
    authed: () =>
      queryOptions({
        queryKey: apiKeys.session.authed(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/account/authed', { signal })),
        retry: false,
      }),
    user: () =>
      queryOptions({
        queryKey: apiKeys.session.user(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/user', { signal })),
      }),
    accountConfig: () =>
      queryOptions({
        queryKey: apiKeys.session.config(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/account/config', { signal })),
      }),
    consentStatus: () =>
      queryOptions({
        queryKey: apiKeys.session.consentStatus(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/account/consent-status', { signal })),
      }),
    multipleConsentData: () =>
      queryOptions({
        queryKey: apiKeys.session.multipleConsentData(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/account/multiple-consent-data', { signal })),
      }),
    carousel: () =>
      queryOptions({
        queryKey: apiKeys.carousel.all,
        queryFn: ({ signal }) => unwrap(client.GET('/api/carousel', { signal })),
      }),
    appliedTrials: () =>
      queryOptions({
        queryKey: apiKeys.trial.applied(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/trial/applied', { signal })),
      }),
    membershipList: () =>
      queryOptions({
        queryKey: apiKeys.membership.list(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/membership/online/list', { signal })),
      }),
    membershipStatus: (query: QueryParams<'getMembershipStatus'>) =>
      queryOptions({
        queryKey: apiKeys.membership.status(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/membership/status', { params: { query }, signal })),
      }),
    announcementList: (query: QueryParams<'getAnnouncementList'>) =>
      queryOptions({
        queryKey: apiKeys.announcement.list(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/announcement/list', { params: { query }, signal })),
      }),
    importantAnnouncements: () =>
      queryOptions({
        queryKey: apiKeys.announcement.important(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/announcement/imp/list', { signal })),
      }),
    announcement: (announcementsId: number) =>
      queryOptions({
        queryKey: apiKeys.announcement.detail(announcementsId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/announcement', { params: { query: { announcementsId } }, signal })),
      }),
    announcementFiles: (announcementsId: number) =>
      queryOptions({
        queryKey: apiKeys.announcement.files(announcementsId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/announcement/files', { params: { query: { announcementsId } }, signal })),
      }),
    announcementFileDownload: (query: QueryParams<'getAnnouncementFileDownload'>) =>
      queryOptions({
        queryKey: apiKeys.announcement.download(query),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/announcement/files/download', { params: { query }, parseAs: 'blob', signal })),
      }),
    informationLabels: (query: QueryParams<'getInformationLabels'> = {}) =>
      queryOptions({
        queryKey: apiKeys.information.labels(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/information/label', { params: { query }, signal })),
      }),
    informationList: (query: QueryParams<'getInformationList'>) =>
      queryOptions({
        queryKey: apiKeys.information.list(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/information/list', { params: { query }, signal })),
      }),
    importantInformation: () =>
      queryOptions({
        queryKey: apiKeys.information.important(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/information/imp/list', { signal })),
      }),
    information: (informationsId: number) =>
      queryOptions({
        queryKey: apiKeys.information.detail(informationsId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/information', { params: { query: { informationsId } }, signal })),
      }),
    informationFiles: (informationsId: number) =>
      queryOptions({
        queryKey: apiKeys.information.files(informationsId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/information/files', { params: { query: { informationsId } }, signal })),
      }),
    informationFileDownload: (query: QueryParams<'getInformationFileDownload'>) =>
      queryOptions({
        queryKey: apiKeys.information.download(query),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/information/files/download', { params: { query }, parseAs: 'blob', signal })),
      }),
    attendanceSchedule: () =>
      queryOptions({
        queryKey: apiKeys.attendance.schedule(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/attendance/schedule', { signal })),
      }),
    attendanceList: (kidId: number) =>
      queryOptions({
        queryKey: apiKeys.attendance.list(kidId),
        queryFn: ({ signal }) => unwrap(client.GET('/api/attendance/list', { params: { query: { kidId } }, signal })),
      }),
    scheduleCalendar: (query: QueryParams<'getScheduleCalendar'>) =>
      queryOptions({
        queryKey: apiKeys.schedule.calendar(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/schedule/calendar', { params: { query }, signal })),
      }),
    notifications: () =>
      queryOptions({
        queryKey: apiKeys.notification.list(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/notification', { signal })),
      }),
    studentLessonRecords: (query: QueryParams<'getStudentLessonRecords'>) =>
      queryOptions({
        queryKey: apiKeys.studentLessonRecord.list(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/studentLessonRecord/list', { params: { query }, signal })),
      }),
    studentLessonRecord: (id: number) =>
      queryOptions({
        queryKey: apiKeys.studentLessonRecord.detail(id),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/studentLessonRecord/detail', { params: { query: { id } }, signal })),
      }),
    publicLessonRecords: (query: QueryParams<'getPublicLessonRecords'>) =>
      queryOptions({
        queryKey: apiKeys.lessonRecord.list(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/lessonRecord/list', { params: { query }, signal })),
      }),
    publicLessonRecord: (id: number) =>
      queryOptions({
        queryKey: apiKeys.lessonRecord.detail(id),
        queryFn: ({ signal }) => unwrap(client.GET('/api/lessonRecord/detail', { params: { query: { id } }, signal })),
      }),
    columns: (query: QueryParams<'getColumns'>) =>
      queryOptions({
        queryKey: apiKeys.column.list(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/column/list', { params: { query }, signal })),
      }),
    lmsKids: () =>
      queryOptions({
        queryKey: apiKeys.lms.kids(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/lms/kids', { signal })),
      }),
    lmsCourse: (seitoNo: string) =>
      queryOptions({
        queryKey: apiKeys.lms.course(seitoNo),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/lms/course', { params: { query: { seito_no: seitoNo } }, signal })),
      }),
    lmsArchive: (seitoNo: string) =>
      queryOptions({
        queryKey: apiKeys.lms.archive(seitoNo),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/lms/archive', { params: { query: { seito_no: seitoNo } }, signal })),
      }),
    lmsLessons: (lmsCode: string) =>
      queryOptions({
        queryKey: apiKeys.lms.lessons(lmsCode),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/lms/lessons/{lmsCode}', { params: { path: { lmsCode } }, signal })),
      }),
    documents: () =>
      queryOptions({
        queryKey: apiKeys.document.all,
        queryFn: ({ signal }) => unwrap(client.GET('/api/document', { signal })),
      }),
    faqCategories: () =>
      queryOptions({
        queryKey: apiKeys.faq.categories(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/faq/categories/3', { signal })),
      }),
    faqSections: (categoryId: number) =>
      queryOptions({
        queryKey: apiKeys.faq.sections(categoryId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/faq/section/list/3/{id}', { params: { path: { id: categoryId } }, signal })),
      }),
    faqArticles: (sectionId: number) =>
      queryOptions({
        queryKey: apiKeys.faq.articles(sectionId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/faq/article/list/3/{id}', { params: { path: { id: sectionId } }, signal })),
      }),
    faqArticle: (articleId: number) =>
      queryOptions({
        queryKey: apiKeys.faq.article(articleId),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/faq/article/detail/3/{id}', { params: { path: { id: articleId } }, signal })),
      }),
    faqSearch: (keyWord: string) =>
      queryOptions({
        queryKey: apiKeys.faq.search(keyWord),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/faq/article/search/3', { params: { query: { keyWord } }, signal })),
      }),
    term: (type: QueryParams<'getTerm'>['type']) =>
      queryOptions({
        queryKey: apiKeys.term(type),
        queryFn: ({ signal }) => unwrap(client.GET('/api/term', { params: { query: { type } }, signal })),
      }),
    chatRooms: () =>
      queryOptions({
        queryKey: apiKeys.chat.rooms(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/guardianChat/room/index', { signal })),
      }),
    chatClassrooms: () =>
      queryOptions({
        queryKey: apiKeys.chat.classrooms(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/guardianChat/classroom/list', { signal })),
      }),
    chatRoom: (classroomNo: string) =>
      queryOptions({
        queryKey: apiKeys.chat.room(classroomNo),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/guardianChat/room/findOrCreate', { params: { query: { classroomNo } }, signal })),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    chatMessages: (chatRoomId: number) =>
      queryOptions({
        queryKey: apiKeys.chat.messages(chatRoomId),
        queryFn: ({ signal }) =>
          unwrap(
            client.GET('/api/guardianChat/message/index', {
              params: { query: { chatRoomId, from: 'guardian' } },
              signal,
            }),
          ),
      }),
    /** The one message announced on the room's channel; merge it into `chatMessages`. */
    chatNewMessage: (chatRoomId: number, newMessageId: number) =>
      queryOptions({
        queryKey: apiKeys.chat.newMessage(chatRoomId, newMessageId),
        queryFn: ({ signal }) =>
          unwrap(
            client.GET('/api/guardianChat/message/index', {
              params: { query: { chatRoomId, from: 'guardian', newMessageId } },
              signal,
            }),
          ),
      }),
    chatAttachment: (query: QueryParams<'downloadChatAttachment'>) =>
      queryOptions({
        queryKey: apiKeys.chat.attachment(query),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/guardianChat/attachments/download', { params: { query }, parseAs: 'blob', signal })),
      }),
    assessmentTakeList: () =>
      queryOptions({
        queryKey: apiKeys.assessment.take(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/assessment/take', { signal })),
      }),
    assessmentResult: (query: QueryParams<'getAssessmentResult'>) =>
      queryOptions({
        queryKey: apiKeys.assessment.result(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/assessment/result', { params: { query }, signal })),
      }),
    assessmentComments: () =>
      queryOptions({
        queryKey: apiKeys.assessment.comments(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/assessment/comment/list', { signal })),
      }),
    membershipFormData: () =>
      queryOptions({
        queryKey: apiKeys.membership.formData(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/membership/online/form-data', { signal })),
      }),
    zip: (zipcode: string) =>
      queryOptions({
        queryKey: apiKeys.zip(zipcode),
        queryFn: ({ signal }) => unwrap(client.GET('/api/zip', { params: { query: { zipcode } }, signal })),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    inviteCode: (code: string) =>
      queryOptions({
        queryKey: apiKeys.invite.check(code),
        queryFn: ({ signal }) => unwrap(client.GET('/api/invite/{code}', { params: { path: { code } }, signal })),
      }),
    membershipDetail: (query: QueryParams<'getMembershipDetail'>) =>
      queryOptions({
        queryKey: apiKeys.membership.detail(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/membership/online/detail', { params: { query }, signal })),
      }),
    membershipCertification: (query: QueryParams<'getMembershipCertification'>) =>
      queryOptions({
        queryKey: apiKeys.membership.certification(query),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/api/membership/online/certification', { params: { query }, signal })),
        retry: false,
      }),
    membershipTerms: (query: QueryParams<'getMembershipTerms'>) =>
      queryOptions({
        queryKey: apiKeys.membership.terms(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/term/membership', { params: { query }, signal })),
      }),
    findTrial: (query: QueryParams<'findTrial'>) =>
      queryOptions({
        queryKey: apiKeys.trial.find(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/trial/find', { params: { query }, signal })),
        retry: false,
      }),
    trialQuestionnaire: () =>
      queryOptions({
        queryKey: apiKeys.trial.questionnaire(),
        queryFn: ({ signal }) => unwrap(client.GET('/api/trial/questionnaire', { signal })),
      }),
    findConsult: (query: QueryParams<'findConsult'>) =>
      queryOptions({
        queryKey: apiKeys.consult.find(query),
        queryFn: ({ signal }) => unwrap(client.GET('/api/consult/find', { params: { query }, signal })),
        retry: false,
      }),
  };
}

/** `queryOptions` for the player host's reads (a separate client, see `createPlayerClient`). */
export function createPlayerQueries(player: PlayerClient) {
  return {
    progress: (lmsCode: string) =>
      queryOptions({
        queryKey: apiKeys.player.progress(lmsCode),
        queryFn: ({ signal }) =>
          unwrap(player.GET('/api/player/progress/{lmsCode}', { params: { path: { lmsCode } }, signal })),
      }),
    quiz: (lessonId: number) =>
      queryOptions({
        queryKey: apiKeys.player.quiz(lessonId),
        queryFn: ({ signal }) =>
          unwrap(player.GET('/api/player/quiz/{lessonId}', { params: { path: { lessonId } }, signal })),
      }),
  };
}

/** Builds the multipart body of a form whose fields the contract describes. */
function formData(fields: Record<string, string | number | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

export type SendChatMessageInput = {
  chatRoomId: number;
  senderType: Schemas['ChatSenderType'];
  content: string;
  selectedFile?: Blob;
};

/**
 * Mutation options for every state-changing call. Each one invalidates the queries whose answer it
 * changes, so screens refresh without knowing about each other.
 */
export function createMutations(client: ApiClient, queryClient: QueryClient) {
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  return {
    login: () =>
      mutationOptions({
        mutationKey: ['api', 'login'],
        mutationFn: (body: JsonBody<'login'>) => unwrap(client.POST('/api/login', { body })),
        // Everything cached belonged to no one or to another account.
        onSuccess: () => queryClient.resetQueries({ queryKey: apiKeys.all }),
      }),
    logout: () =>
      mutationOptions({
        mutationKey: ['api', 'logout'],
        mutationFn: (body: FormBody<'logout'>) =>
          unwrap(
            client.POST('/logout', {
              body,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              parseAs: 'text',
            }),
          ),
        onSettled: () => queryClient.clear(),
      }),
    updateUser: () =>
      mutationOptions({
        mutationKey: ['api', 'updateUser'],
        mutationFn: (body: JsonBody<'updateUser'>) => unwrap(client.POST('/api/user', { body })),
        onSuccess: () => invalidate(apiKeys.session.user()),
      }),
    uploadUserIcon: () =>
      mutationOptions({
        mutationKey: ['api', 'uploadUserIcon'],
        mutationFn: (image: Blob) =>
          unwrap(
            client.POST('/api/user/icon', {
              // The contract describes the fields; at run time a multipart body is FormData.
              body: formData({ image }) as unknown as MultipartBody<'uploadUserIcon'>,
            }),
          ),
        onSuccess: () => invalidate(apiKeys.session.user()),
      }),
    deleteUserIcon: () =>
      mutationOptions({
        mutationKey: ['api', 'deleteUserIcon'],
        mutationFn: () => unwrap(client.DELETE('/api/user/icon')),
        onSuccess: () => invalidate(apiKeys.session.user()),
      }),
    postMultipleConsent: () =>
      mutationOptions({
        mutationKey: ['api', 'postMultipleConsent'],
        mutationFn: (body: JsonBody<'postMultipleConsent'>) =>
          unwrap(client.POST('/api/account/multiple-consent', { body })),
        onSuccess: () =>
          Promise.all([invalidate(apiKeys.session.consentStatus()), invalidate(apiKeys.session.multipleConsentData())]),
      }),
    broadcastingAuth: () =>
      mutationOptions({
        mutationKey: ['api', 'broadcastingAuth'],
        mutationFn: (body: FormBody<'broadcastingAuth'>) =>
          unwrap(
            client.POST('/broadcasting/auth', {
              body,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            }),
          ),
      }),
    broadcastingUserAuth: () =>
      mutationOptions({
        mutationKey: ['api', 'broadcastingUserAuth'],
        mutationFn: (body: FormBody<'broadcastingUserAuth'>) =>
          unwrap(
            client.POST('/broadcasting/user-auth', {
              body,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            }),
          ),
      }),
    markNotificationRead: () =>
      mutationOptions({
        mutationKey: ['api', 'markNotificationRead'],
        mutationFn: (body: JsonBody<'markNotificationRead'>) =>
          unwrap(client.POST('/api/notification/update/read', { body })),
        onSuccess: () => invalidate(apiKeys.notification.all),
      }),
    markScheduleNotificationsRead: () =>
      mutationOptions({
        mutationKey: ['api', 'markScheduleNotificationsRead'],
        mutationFn: (body: JsonBody<'markScheduleNotificationsRead'>) =>
          unwrap(client.POST('/api/notification/update/read/schedule', { body })),
        onSuccess: () => invalidate(apiKeys.notification.all),
      }),
    markColumnNotificationRead: () =>
      mutationOptions({
        mutationKey: ['api', 'markColumnNotificationRead'],
        mutationFn: (body: JsonBody<'markColumnNotificationRead'>) =>
          unwrap(client.POST('/api/notification/update/read/column', { body })),
        onSuccess: () => invalidate(apiKeys.notification.all),
      }),
    postInvite: () =>
      mutationOptions({
        mutationKey: ['api', 'postInvite'],
        mutationFn: () => unwrap(client.POST('/api/invite')),
      }),
    postStudentLessonRecordComment: () =>
      mutationOptions({
        mutationKey: ['api', 'postStudentLessonRecordComment'],
        mutationFn: (body: JsonBody<'postStudentLessonRecordComment'>) =>
          unwrap(client.POST('/api/studentLessonRecord/comment', { body })),
        onSuccess: (_result, body) => invalidate(apiKeys.studentLessonRecord.detail(body.id)),
      }),
    reportPublicLessonRecord: () =>
      mutationOptions({
        mutationKey: ['api', 'reportPublicLessonRecord'],
        mutationFn: (body: JsonBody<'reportPublicLessonRecord'>) =>
          unwrap(client.POST('/api/lessonRecord/report', { body })),
        onSuccess: () => invalidate(apiKeys.lessonRecord.all),
      }),
    countDocumentClick: () =>
      mutationOptions({
        mutationKey: ['api', 'countDocumentClick'],
        mutationFn: (body: JsonBody<'countDocumentClick'>) =>
          unwrap(client.POST('/api/document/click_count', { body })),
      }),
    sendChatMessage: () =>
      mutationOptions({
        mutationKey: ['api', 'sendChatMessage'],
        mutationFn: (input: SendChatMessageInput) =>
          unwrap(
            client.POST('/api/guardianChat/message/send', {
              // The contract describes the fields; at run time a multipart body is FormData.
              body: formData(input) as unknown as MultipartBody<'sendChatMessage'>,
            }),
          ),
        onSuccess: (_result, input) =>
          Promise.all([invalidate(apiKeys.chat.messages(input.chatRoomId)), invalidate(apiKeys.chat.rooms())]),
      }),
    deleteChatMessage: () =>
      mutationOptions({
        mutationKey: ['api', 'deleteChatMessage'],
        mutationFn: ({ id }: { id: number; chatRoomId: number }) =>
          unwrap(client.DELETE('/api/guardianChat/message/delete/{id}', { params: { path: { id } } })),
        onSuccess: (_result, { chatRoomId }) => invalidate(apiKeys.chat.messages(chatRoomId)),
      }),
    checkAssessmentStudent: () =>
      mutationOptions({
        mutationKey: ['api', 'checkAssessmentStudent'],
        mutationFn: (body: JsonBody<'checkAssessmentStudent'>) =>
          unwrap(client.POST('/api/assessment/check/student', { body })),
      }),
    markAssessmentTaken: () =>
      mutationOptions({
        mutationKey: ['api', 'markAssessmentTaken'],
        mutationFn: (body: JsonBody<'markAssessmentTaken'>) => unwrap(client.POST('/api/assessment/taked', { body })),
        onSuccess: () => invalidate(apiKeys.assessment.take()),
      }),
    checkMembershipEmail: () =>
      mutationOptions({
        mutationKey: ['api', 'checkMembershipEmail'],
        mutationFn: (body: JsonBody<'checkMembershipEmail'>) =>
          unwrap(client.POST('/api/membership/check-email', { body })),
      }),
    postMembershipGuardian: () =>
      mutationOptions({
        mutationKey: ['api', 'postMembershipGuardian'],
        mutationFn: (body: JsonBody<'postMembershipGuardian'>) =>
          unwrap(client.POST('/api/membership/online/guardian', { body })),
        onSuccess: () => invalidate(apiKeys.membership.all),
      }),
    postMembershipSign: () =>
      mutationOptions({
        mutationKey: ['api', 'postMembershipSign'],
        mutationFn: (body: JsonBody<'postMembershipSign'>) => unwrap(client.POST('/api/membership/sign', { body })),
        onSuccess: () => invalidate(apiKeys.membership.all),
      }),
    storeMembershipSession: () =>
      mutationOptions({
        mutationKey: ['api', 'storeMembershipSession'],
        mutationFn: (body: JsonBody<'storeMembershipSession'>) =>
          unwrap(client.POST('/api/membership/online/session/store', { body })),
        // The detail screens read the application chosen in the session.
        onSuccess: () => queryClient.removeQueries({ queryKey: [...apiKeys.membership.all, 'detail'] }),
      }),
    postTrial: () =>
      mutationOptions({
        mutationKey: ['api', 'postTrial'],
        mutationFn: (body: JsonBody<'postTrial'>) => unwrap(client.POST('/api/trial', { body })),
        onSuccess: () => invalidate(apiKeys.trial.applied()),
      }),
    postConsult: () =>
      mutationOptions({
        mutationKey: ['api', 'postConsult'],
        mutationFn: (body: JsonBody<'postConsult'>) => unwrap(client.POST('/api/consult', { body })),
        onSuccess: () => invalidate(apiKeys.trial.applied()),
      }),
  };
}

/** Mutation options for the player host's write. */
export function createPlayerMutations(player: PlayerClient) {
  return {
    postLearningLog: () =>
      mutationOptions({
        mutationKey: ['api', 'player', 'learningLog'],
        mutationFn: ({ lessonId, log }: { lessonId: number; log: Schemas['LearningLog'] }) =>
          unwrap(player.POST('/api/player/learning-log/{lessonId}', { params: { path: { lessonId } }, body: log })),
      }),
  };
}

/**
 * The player script of one lesson is loaded with a script tag, not fetched; this is its URL on the
 * product's own server (GET /api/lms/player/{lessonId}).
 */
export function lmsPlayerScriptUrl(lessonId: number, baseUrl = ''): string {
  return `${baseUrl.replace(/\/$/, '')}/api/lms/player/${encodeURIComponent(String(lessonId))}`;
}

type FactoryRef =
  | { kind: 'query'; name: keyof ReturnType<typeof createQueries> }
  | { kind: 'mutation'; name: keyof ReturnType<typeof createMutations> }
  | { kind: 'playerQuery'; name: keyof ReturnType<typeof createPlayerQueries> }
  | { kind: 'playerMutation'; name: keyof ReturnType<typeof createPlayerMutations> }
  | { kind: 'scriptUrl'; name: 'lmsPlayerScriptUrl' };

const q = (name: keyof ReturnType<typeof createQueries>): FactoryRef => ({ kind: 'query', name });
const m = (name: keyof ReturnType<typeof createMutations>): FactoryRef => ({ kind: 'mutation', name });

/**
 * Which factory serves each operation of the contract. Typed over every operationId, so adding a call to
 * openapi.yaml without a factory fails the typecheck.
 */
export const factoryForOperation: Record<keyof operations, FactoryRef> = {
  getHealth: q('health'),
  login: m('login'),
  logout: m('logout'),
  getAuthed: q('authed'),
  getUser: q('user'),
  updateUser: m('updateUser'),
  getAccountConfig: q('accountConfig'),
  getConsentStatus: q('consentStatus'),
  uploadUserIcon: m('uploadUserIcon'),
  deleteUserIcon: m('deleteUserIcon'),
  getMultipleConsentData: q('multipleConsentData'),
  postMultipleConsent: m('postMultipleConsent'),
  broadcastingAuth: m('broadcastingAuth'),
  broadcastingUserAuth: m('broadcastingUserAuth'),
  getCarousel: q('carousel'),
  getAppliedTrials: q('appliedTrials'),
  getMembershipList: q('membershipList'),
  getMembershipStatus: q('membershipStatus'),
  getAnnouncementList: q('announcementList'),
  getImportantAnnouncements: q('importantAnnouncements'),
  getAnnouncement: q('announcement'),
  getAnnouncementFiles: q('announcementFiles'),
  getAnnouncementFileDownload: q('announcementFileDownload'),
  getInformationLabels: q('informationLabels'),
  getInformationList: q('informationList'),
  getImportantInformation: q('importantInformation'),
  getInformation: q('information'),
  getInformationFiles: q('informationFiles'),
  getInformationFileDownload: q('informationFileDownload'),
  getAttendanceSchedule: q('attendanceSchedule'),
  getAttendanceList: q('attendanceList'),
  getScheduleCalendar: q('scheduleCalendar'),
  getNotifications: q('notifications'),
  markNotificationRead: m('markNotificationRead'),
  markScheduleNotificationsRead: m('markScheduleNotificationsRead'),
  markColumnNotificationRead: m('markColumnNotificationRead'),
  postInvite: m('postInvite'),
  getStudentLessonRecords: q('studentLessonRecords'),
  getStudentLessonRecord: q('studentLessonRecord'),
  postStudentLessonRecordComment: m('postStudentLessonRecordComment'),
  getPublicLessonRecords: q('publicLessonRecords'),
  getPublicLessonRecord: q('publicLessonRecord'),
  reportPublicLessonRecord: m('reportPublicLessonRecord'),
  getColumns: q('columns'),
  getDocuments: q('documents'),
  countDocumentClick: m('countDocumentClick'),
  getFaqCategories: q('faqCategories'),
  getFaqSections: q('faqSections'),
  getFaqArticles: q('faqArticles'),
  getFaqArticle: q('faqArticle'),
  searchFaqArticles: q('faqSearch'),
  getTerm: q('term'),
  getChatRooms: q('chatRooms'),
  getChatClassrooms: q('chatClassrooms'),
  findOrCreateChatRoom: q('chatRoom'),
  getChatMessages: q('chatMessages'),
  sendChatMessage: m('sendChatMessage'),
  deleteChatMessage: m('deleteChatMessage'),
  downloadChatAttachment: q('chatAttachment'),
  getLmsKids: q('lmsKids'),
  getLmsCourse: q('lmsCourse'),
  getLmsArchive: q('lmsArchive'),
  getLmsLessons: q('lmsLessons'),
  getLmsPlayerScript: { kind: 'scriptUrl', name: 'lmsPlayerScriptUrl' },
  getAssessmentTakeList: q('assessmentTakeList'),
  checkAssessmentStudent: m('checkAssessmentStudent'),
  markAssessmentTaken: m('markAssessmentTaken'),
  getAssessmentResult: q('assessmentResult'),
  getAssessmentComments: q('assessmentComments'),
  getPlayerProgress: { kind: 'playerQuery', name: 'progress' },
  getPlayerQuiz: { kind: 'playerQuery', name: 'quiz' },
  postPlayerLearningLog: { kind: 'playerMutation', name: 'postLearningLog' },
  getMembershipFormData: q('membershipFormData'),
  checkMembershipEmail: m('checkMembershipEmail'),
  lookupZip: q('zip'),
  checkInviteCode: q('inviteCode'),
  getMembershipDetail: q('membershipDetail'),
  postMembershipGuardian: m('postMembershipGuardian'),
  getMembershipCertification: q('membershipCertification'),
  postMembershipSign: m('postMembershipSign'),
  storeMembershipSession: m('storeMembershipSession'),
  findTrial: q('findTrial'),
  getTrialQuestionnaire: q('trialQuestionnaire'),
  postTrial: m('postTrial'),
  findConsult: q('findConsult'),
  postConsult: m('postConsult'),
  getMembershipTerms: q('membershipTerms'),
};
