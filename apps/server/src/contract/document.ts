import { type ContractDocument, loadContract } from '@portal/api-client/contract';

/**
 * The contract (packages/api-client/openapi/openapi.yaml), read once. build.mjs replaces this module with
 * the parsed document, so dist/server.js carries the contract and reads no YAML at run time.
 */
export const contractDocument: ContractDocument = loadContract();
