import {
  type DataTag,
  type MutationOptions,
  mutationOptions,
  type QueryClient,
  type QueryFunction,
  queryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiClient, PlayerClient } from './client';
import { unwrap } from './errors';
import { operationTable } from './gen/operations';
import type { operations } from './gen/schema';

/**
 * Query and mutation options for every operation of the contract, derived from its operationId (ADR 028):
 * method, path, area and answer kind come from `gen/operations.ts`, types from `gen/schema.d.ts`. Adding a
 * read to `openapi.yaml` and regenerating is all it takes for `queries.<operationId>(params)` to exist.
 */

type Table = typeof operationTable;
export type OperationId = keyof Table;
/** The calls a screen reads (GET). */
export type ReadOperation = { [Op in OperationId]: Table[Op]['method'] extends 'get' ? Op : never }[OperationId];
/** The calls that change something. */
export type WriteOperation = Exclude<OperationId, ReadOperation>;
/** An area of the contract (an operation's most specific tag): the second element of its query keys. */
export type Area = Table[OperationId]['area'];

type Empty = Record<never, never>;
type Never<T> = [T] extends [never] ? true : [T] extends [undefined] ? true : false;
type Part<Op extends OperationId, In extends 'query' | 'path' | 'header'> = operations[Op]['parameters'] extends {
  [K in In]?: infer P;
}
  ? Never<P> extends true
    ? unknown
    : NonNullable<P>
  : unknown;
/** The query parameters of one operation, as the contract declares them. */
export type QueryParams<Op extends OperationId> =
  Part<Op, 'query'> extends infer Q ? (unknown extends Q ? Empty : Q) : Empty;
/** Path and query parameters of one call as one object (the contract never uses a name in both). */
export type Params<Op extends OperationId> = Part<Op, 'query'> & Part<Op, 'path'>;
type ParamsArg<Op extends OperationId> =
  unknown extends Params<Op> ? [] : Empty extends Params<Op> ? [params?: Params<Op>] : [params: Params<Op>];

type Content<Op extends OperationId> = operations[Op]['responses'] extends { 200: { content: infer C } }
  ? C
  : operations[Op]['responses'] extends { 201: { content: infer C } }
    ? C
    : never;
/** The success answer of one call: its JSON body, or the bytes or text of a download. */
export type Ok<Op extends OperationId> =
  Content<Op> extends { 'application/json': infer Json }
    ? Json
    : Table[Op]['answer'] extends 'blob'
      ? Blob
      : Table[Op]['answer'] extends 'text'
        ? string
        : unknown;

type BodyOf<Op extends OperationId, Type extends string> = operations[Op] extends {
  requestBody?: { content: { [K in Type]: infer Body } };
}
  ? Body
  : never;
/** A multipart body as the contract describes it, binary fields as the Blob a form holds. */
type Multipart<Body> = { [K in keyof Body]: string extends Body[K] ? Body[K] | Blob : Body[K] };
type BodyVariables<Op extends OperationId> = Table[Op] extends { body: 'json' }
  ? BodyOf<Op, 'application/json'>
  : Table[Op] extends { body: 'multipart' }
    ? Multipart<BodyOf<Op, 'multipart/form-data'>>
    : Table[Op] extends { body: 'form' }
      ? BodyOf<Op, 'application/x-www-form-urlencoded'>
      : unknown;
/** A write's request headers the contract declares (`If-Match`), named as the header is. */
type HeaderParams<Op extends OperationId> = Part<Op, 'header'>;
/** What `mutate` takes: the body's fields, the path and query parameters and declared headers, as one object. */
export type Variables<Op extends OperationId> = unknown extends BodyVariables<Op> & Params<Op> & HeaderParams<Op>
  ? // biome-ignore lint/suspicious/noConfusingVoidType: a call without input is `mutate()`, which needs void.
    void
  : BodyVariables<Op> & Params<Op> & HeaderParams<Op>;

export type ApiKey = readonly ['api', ...unknown[]];
type KeyFor<Op extends ReadOperation> = DataTag<ApiKey, Ok<Op>, Error>;
export type ApiQueryOptions<Op extends ReadOperation> = UseQueryOptions<Ok<Op>, Error, Ok<Op>, ApiKey> & {
  queryKey: KeyFor<Op>;
  queryFn: QueryFunction<Ok<Op>, ApiKey>;
};

const isEmpty = (params: object | undefined): params is undefined =>
  params === undefined || Object.keys(params).length === 0;

/**
 * Query keys: `['api', area, operationId, params?]`. Invalidating a prefix refreshes everything under it:
 * `apiKeys.area('notification')` every notification read (the bell), `apiKeys.of('getChatMessages',
 * { chatRoomId })` that room's messages whatever other parameters they were read with (TanStack matches
 * objects in a key by the fields the filter names).
 */
export const apiKeys = {
  all: ['api'] as const,
  area: (area: Area) => ['api', area] as const,
  of: <Op extends ReadOperation>(operationId: Op, params?: Partial<Params<Op>>): ApiKey => {
    const prefix = ['api', operationTable[operationId].area, operationId] as const;
    return isEmpty(params) ? prefix : [...prefix, params];
  },
};

/**
 * What a call's options add to the contract: policies the contract does not state. A read needs an entry
 * only to change TanStack's defaults.
 */
const queryPolicy: { [Op in ReadOperation]?: Partial<UseQueryOptions<Ok<Op>, Error, Ok<Op>, ApiKey>> } = {
  // The navigation guard asks itself; a 401 is an answer, not a failure to retry.
  getAuthed: { retry: false },
  // A wrong code or a stale link is final.
  getMembershipCertification: { retry: false },
  findTrial: { retry: false },
  findConsult: { retry: false },
  // It does not change while the portal is open.
  lookupZip: { staleTime: Number.POSITIVE_INFINITY },
};

type Effects<Op extends WriteOperation> = {
  onSuccess?: (queryClient: QueryClient, variables: Variables<Op>, data: Ok<Op>) => unknown;
  onSettled?: (queryClient: QueryClient) => unknown;
};
const invalidate = (queryClient: QueryClient, ...keys: ApiKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * What each write changes in the cache, so screens refresh without knowing about each other. The contract
 * cannot say this; a write that changes no read needs no entry.
 */
const mutationEffects: { [Op in WriteOperation]?: Effects<Op> } = {
  // Everything cached belonged to no one or to another account.
  login: { onSuccess: (queryClient) => queryClient.resetQueries({ queryKey: apiKeys.all }) },
  logout: { onSettled: (queryClient) => queryClient.clear() },
  // The answer is the profile as saved, with its new version: the next save is based on it at once.
  updateUser: {
    onSuccess: (queryClient, _variables, { data }) => queryClient.setQueryData(apiKeys.of('getUser'), data),
  },
  updateNotificationSettings: {
    onSuccess: (queryClient, _variables, { data }) => queryClient.setQueryData(apiKeys.of('getUser'), data),
  },
  uploadUserIcon: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getUser')) },
  deleteUserIcon: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getUser')) },
  postMultipleConsent: {
    onSuccess: (queryClient) =>
      invalidate(queryClient, apiKeys.of('getConsentStatus'), apiKeys.of('getMultipleConsentData')),
  },
  // The bell.
  markNotificationRead: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.area('notification')) },
  markScheduleNotificationsRead: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.area('notification')) },
  markColumnNotificationRead: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.area('notification')) },
  postStudentLessonRecordComment: {
    onSuccess: (queryClient, { id }) => invalidate(queryClient, apiKeys.of('getStudentLessonRecord', { id })),
  },
  reportPublicLessonRecord: {
    onSuccess: (queryClient) =>
      invalidate(queryClient, apiKeys.of('getPublicLessonRecords'), apiKeys.of('getPublicLessonRecord')),
  },
  // The open room and the rooms' unread counts.
  sendChatMessage: {
    onSuccess: (queryClient, { chatRoomId }) =>
      invalidate(queryClient, apiKeys.of('getChatMessages', { chatRoomId }), apiKeys.of('getChatRooms')),
  },
  // The call names the message, not its room: every cached room is refreshed.
  deleteChatMessage: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getChatMessages')) },
  markAssessmentTaken: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getAssessmentTakeList')) },
  postMembershipGuardian: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.area('membership')) },
  postMembershipSign: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.area('membership')) },
  // The detail screens read the application chosen in the session.
  storeMembershipSession: {
    onSuccess: (queryClient) => queryClient.removeQueries({ queryKey: apiKeys.of('getMembershipDetail') }),
  },
  postTrial: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getAppliedTrials')) },
  postConsult: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getAppliedTrials')) },
  // The calendar's feed panel: issued or revoked.
  createCalendarFeed: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getCalendarFeed')) },
  revokeCalendarFeed: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getCalendarFeed')) },
  // Absence reports (issue 33, ADR 046): the calendar, the history and both lists show the report and its answer.
  createAbsenceReport: {
    onSuccess: (queryClient) =>
      invalidate(
        queryClient,
        apiKeys.of('getScheduleCalendar'),
        apiKeys.of('getAbsenceReports'),
        apiKeys.of('getAttendanceList'),
      ),
  },
  decideStaffAbsence: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffAbsences')) },
  // Transfers and the classroom's absence settings (issue 33, ADR 051): the calendar and both lists show the transfer.
  requestAbsenceTransfer: {
    onSuccess: (queryClient) =>
      invalidate(
        queryClient,
        apiKeys.of('getScheduleCalendar'),
        apiKeys.of('getAbsenceReports'),
        apiKeys.of('getAbsenceTransferOptions'),
      ),
  },
  withdrawAbsenceTransfer: {
    onSuccess: (queryClient) =>
      invalidate(
        queryClient,
        apiKeys.of('getScheduleCalendar'),
        apiKeys.of('getAbsenceReports'),
        apiKeys.of('getAbsenceTransferOptions'),
      ),
  },
  decideStaffTransfer: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffAbsences')) },
  updateStaffAbsenceSettings: {
    onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffAbsenceSettings')),
  },
  // The classroom side of the lesson records (issue 13): its list shows every change.
  postStaffLessonRecord: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffLessonRecords')) },
  answerStaffLessonRecord: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffLessonRecords')) },
  publishStaffLessonRecord: {
    onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffLessonRecords')),
  },
  unhideStaffLessonRecord: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffLessonRecords')) },
  // Issue 33: the classroom's columns.
  createStaffColumn: {
    onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffColumns'), apiKeys.of('getColumns')),
  },
  updateStaffColumn: {
    onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffColumns'), apiKeys.of('getColumns')),
  },
  withdrawStaffColumn: {
    onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffColumns'), apiKeys.of('getColumns')),
  },
  // Issue 33: the classroom's lesson videos (the page uploads with progress, then refreshes its list itself).
  createStaffVideo: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffVideos')) },
  updateStaffVideo: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffVideos')) },
  withdrawStaffVideo: { onSuccess: (queryClient) => invalidate(queryClient, apiKeys.of('getStaffVideos')) },
  // Issue 33: the queue of reported posts, and the records' report badges.
  decideStaffLessonRecordReport: {
    onSuccess: (queryClient) =>
      invalidate(queryClient, apiKeys.of('getStaffLessonRecordReports'), apiKeys.of('getStaffLessonRecords')),
  },
};

type Row = {
  method: string;
  path: string;
  answer: 'json' | 'blob' | 'text';
  body?: 'json' | 'multipart' | 'form';
  pathParams?: readonly string[];
  headerParams?: readonly string[];
  host?: 'player';
};
type AnyClient = Record<string, (path: string, init: object) => Promise<{ data?: unknown; response: Response }>>;
export type Clients = { player?: PlayerClient };

/** Builds the multipart body of a form whose fields the contract describes. */
function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** Sends one call through openapi-fetch: path parameters into the path, the rest as query or body. */
function send(
  client: ApiClient,
  clients: Clients,
  operationId: OperationId,
  input: object | undefined,
  signal?: AbortSignal,
) {
  const row: Row = operationTable[operationId];
  const target = row.host === 'player' ? clients.player : client;
  if (!target) throw new Error(`${operationId} needs the player host's client`);
  const path: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input ?? {})) {
    if (row.pathParams?.includes(name)) path[name] = value;
    else if (row.headerParams?.includes(name)) {
      if (value !== undefined) headers[name] = String(value);
    } else rest[name] = value;
  }
  const params = {
    ...(row.pathParams ? { path } : {}),
    ...(!row.body && !isEmpty(rest) ? { query: rest } : {}),
  };
  const init = {
    ...(isEmpty(params) ? {} : { params }),
    ...(row.body === 'json' ? { body: rest } : {}),
    // The contract describes the fields; at run time a multipart body is FormData.
    ...(row.body === 'multipart' ? { body: formData(rest) } : {}),
    ...(row.body === 'form'
      ? { body: rest, headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } }
      : isEmpty(headers)
        ? {}
        : { headers }),
    ...(row.answer === 'json' ? {} : { parseAs: row.answer }),
    ...(signal ? { signal } : {}),
  };
  const method = (target as unknown as AnyClient)[row.method.toUpperCase()];
  if (!method) throw new Error(`no ${row.method} on the client`);
  return unwrap(method(row.path, init));
}

/** `queryOptions` for every GET of the contract, bound to one client: `queries.getAnnouncementList({ page: 1 })`. */
export function createQueries(client: ApiClient, clients: Clients = {}) {
  const make =
    <Op extends ReadOperation>(operationId: Op) =>
    (...[params]: ParamsArg<Op>): ApiQueryOptions<Op> =>
      queryOptions({
        queryKey: apiKeys.of(operationId, params as Partial<Params<Op>> | undefined),
        queryFn: ({ signal }) =>
          send(client, clients, operationId, params as object | undefined, signal) as Promise<Ok<Op>>,
        ...(queryPolicy[operationId] as object),
      }) as ApiQueryOptions<Op>;
  const entries = (Object.keys(operationTable) as OperationId[])
    .filter((op): op is ReadOperation => operationTable[op].method === 'get')
    .map((op) => [op, make(op)]);
  return Object.fromEntries(entries) as { [Op in ReadOperation]: (...args: ParamsArg<Op>) => ApiQueryOptions<Op> };
}

export type ApiMutationOptions<Op extends WriteOperation> = MutationOptions<Ok<Op>, Error, Variables<Op>>;

/**
 * `mutationOptions` for every state-changing call: `useMutation(mutations.updateUser())`. Its effects on
 * the cache (above) run on the mutation's own QueryClient.
 */
export function createMutations(client: ApiClient, clients: Clients = {}) {
  const make = <Op extends WriteOperation>(operationId: Op) => {
    const effects = mutationEffects[operationId] as Effects<Op> | undefined;
    return (): ApiMutationOptions<Op> =>
      mutationOptions<Ok<Op>, Error, Variables<Op>>({
        mutationKey: ['api', operationId],
        mutationFn: (variables) => send(client, clients, operationId, variables ?? undefined) as Promise<Ok<Op>>,
        ...(effects?.onSuccess
          ? { onSuccess: (data, variables, _result, context) => effects.onSuccess?.(context.client, variables, data) }
          : {}),
        ...(effects?.onSettled
          ? { onSettled: (_data, _error, _variables, _result, context) => effects.onSettled?.(context.client) }
          : {}),
      });
  };
  const entries = (Object.keys(operationTable) as OperationId[])
    .filter((op): op is WriteOperation => operationTable[op].method !== 'get')
    .map((op) => [op, make(op)]);
  return Object.fromEntries(entries) as { [Op in WriteOperation]: () => ApiMutationOptions<Op> };
}

/**
 * The player script of one lesson is loaded with a script tag, not fetched; this is its URL on the
 * product's own server (GET /api/lms/player/{lessonId}).
 */
export function lmsPlayerScriptUrl(lessonId: number, baseUrl = ''): string {
  return `${baseUrl.replace(/\/$/, '')}/api/lms/player/${encodeURIComponent(String(lessonId))}`;
}
