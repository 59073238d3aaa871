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
  apiKeys,
  createMutations,
  createPlayerMutations,
  createPlayerQueries,
  createQueries,
  factoryForOperation,
  lmsPlayerScriptUrl,
  type QueryParams,
  type SendChatMessageInput,
} from './queries';

import type { components } from './gen/schema';
/** The contract's component schemas, e.g. `Schemas['User']`. */
export type Schemas = components['schemas'];
