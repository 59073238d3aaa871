import type { components } from './gen/schema';

type Schemas = components['schemas'];

/**
 * A non-2xx answer, thrown by the query and mutation factories so TanStack Query keeps it as the
 * query's error. `body` is the parsed JSON the contract declares for that status (or the raw text).
 */
export class ApiError<Body = unknown> extends Error {
  readonly status: number;
  readonly body: Body;

  constructor(status: number, body: Body) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `HTTP ${status}`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 422 with Laravel's `errors` map (field name to messages). */
export function isValidationError(error: unknown): error is ApiError<Schemas['ValidationError']> {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const body: unknown = error.body;
  return typeof body === 'object' && body !== null && 'errors' in body && typeof body.errors === 'object';
}

/** The first message per field, the form a screen shows beside each input. */
export function fieldErrors(error: ApiError<Schemas['ValidationError']>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/**
 * Resolves to the success body, or throws an `ApiError` carrying the contract's error body. openapi-fetch
 * types success and failure as a union whose `data` is optional on the failure side; after the status
 * check only the success side remains, hence `NonNullable` (no call in the contract answers null at the top).
 */
export async function unwrap<Result extends FetchResult>(
  pending: Promise<Result>,
): Promise<NonNullable<Result['data']>> {
  const result = await pending;
  if (!result.response.ok) {
    throw new ApiError<NonNullable<Result['error']>>(
      result.response.status,
      result.error as NonNullable<Result['error']>,
    );
  }
  return result.data as NonNullable<Result['data']>;
}
