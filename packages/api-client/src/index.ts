export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createPlayerClient,
  type PlayerClient,
  type PlayerClientOptions,
  type PlayerPaths,
  readDocumentCookie,
} from './client';
export { ApiError, fieldErrors, isApiError, isValidationError, unwrap } from './errors';
export type { components, operations, paths } from './gen/schema';
export {
  type ApiKey,
  type ApiMutationOptions,
  type ApiQueryOptions,
  type Area,
  apiKeys,
  type Clients,
  createMutations,
  createQueries,
  lmsPlayerScriptUrl,
  type Ok,
  type OperationId,
  type Params,
  type QueryParams,
  type ReadOperation,
  type Variables,
  type WriteOperation,
} from './queries';

import type { components } from './gen/schema';
/** The contract's component schemas, e.g. `Schemas['User']`. */
export type Schemas = components['schemas'];
