import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** The parts of an OpenAPI document the validator reads; the YAML is parsed without a schema of its own. */
export type JsonSchema = Record<string, unknown>;
type MediaMap = Record<string, { schema?: JsonSchema }>;
export type ResponseObject = { $ref?: string; description?: string; content?: MediaMap };
export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: JsonSchema;
};
export type Operation = {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: MediaMap };
  responses: Record<string, ResponseObject>;
  security?: Array<Record<string, string[]>>;
};
export type HttpMethod = 'get' | 'post' | 'delete';
type PathItem = Partial<Record<HttpMethod, Operation>>;
export type ContractDocument = {
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, Parameter>;
  };
};

export type ContractOperation = { path: string; method: HttpMethod; operation: Operation };

/** What a response looked like on the wire, for checking it against the contract. */
export type ObservedResponse = {
  method: string;
  /** The contract's path template, e.g. `/api/lms/lessons/{lmsCode}`. */
  path: string;
  status: number;
  /** The Content-Type header; parameters after `;` are ignored. */
  contentType?: string | null;
  /** The parsed JSON body, when the response has one. */
  body?: unknown;
};

export function loadContract(): ContractDocument {
  return parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')) as ContractDocument;
}

/**
 * Checks responses against openapi/openapi.yaml with JSON Schema 2020-12 (the dialect of OpenAPI 3.1).
 * The mocks' conformance test uses it, and so can the server's tests: `validate(...)` returns a list of
 * problems, empty when the response is one the contract allows.
 */
export function createContractValidator(contract: ContractDocument = loadContract()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's `binary` marks file parts of multipart bodies, never JSON.
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'contract', components: contract.components });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

  function deref<T>(value: T | { $ref: string }): T {
    if (typeof value === 'object' && value !== null && '$ref' in value && typeof value.$ref === 'string') {
      const [, section, name] = value.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
      const table = (contract.components as Record<string, Record<string, unknown> | undefined>)[section ?? ''];
      const target = table?.[name ?? ''];
      if (target === undefined) throw new Error(`unresolved ${value.$ref}`);
      return target as T;
    }
    return value as T;
  }

  /** Rewrites local refs so a sub-schema compiles against the registered contract. */
  function rebase(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(rebase);
    if (schema && typeof schema === 'object') {
      return Object.fromEntries(
        Object.entries(schema).map(([key, value]) => [
          key,
          key === '$ref' && typeof value === 'string' ? `contract${value}` : rebase(value),
        ]),
      );
    }
    return schema;
  }

  function validatorFor(key: string, schema: JsonSchema) {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema) as JsonSchema);
      compiled.set(key, validate);
    }
    return validate;
  }

  const operations: ContractOperation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
    (['get', 'post', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );

  /** Problems with one response; empty when the contract allows it. */
  function validate(observed: ObservedResponse): string[] {
    const method = observed.method.toLowerCase() as HttpMethod;
    const label = `${method.toUpperCase()} ${observed.path} ${observed.status}`;
    const operation = contract.paths[observed.path]?.[method];
    if (!operation) return [`${label}: the contract has no such call`];
    const declared = operation.responses[String(observed.status)] ?? operation.responses.default;
    if (!declared) return [`${label}: the status is not in the contract`];
    const content = deref(declared).content ?? {};
    if (Object.keys(content).length === 0) return [];
    const type = observed.contentType?.split(';')[0]?.trim() ?? '';
    const media = content[type];
    if (!media) return [`${label}: content type "${type}" is not declared`];
    if (type !== 'application/json' || !media.schema) return [];
    const check = validatorFor(`${method} ${observed.path} ${observed.status}`, media.schema);
    return check(observed.body) === true ? [] : [`${label}: ${ajv.errorsText(check.errors)}`];
  }

  /** Whether a value matches one component schema, e.g. `matchesSchema('User', body)`. */
  function matchesSchema(name: string, value: unknown): boolean {
    // The contract has no async schemas, so ajv answers synchronously.
    return validatorFor(`schema ${name}`, { $ref: `#/components/schemas/${name}` })(value) === true;
  }

  return { contract, operations, validate, matchesSchema, deref };
}

export type ContractValidator = ReturnType<typeof createContractValidator>;
