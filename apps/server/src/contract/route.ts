import type { HttpMethod, JsonSchema, Operation, Parameter } from '@portal/api-client/contract';
import type { operations } from '@portal/api-client/schema';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { languageOf } from '../language';
import { contractDocument } from './document';
import { contractViolation, domainViolation, mergeViolations, type Violation } from './messages';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The request parts of one operation, as openapi-typescript generated them from the contract. */
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
export type ParamsOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;
export type BodyOf<K extends OperationId> = JsonOf<NonNullable<Op<K>['requestBody']>>;
/** The JSON body of an operation's 200 answer: what a handler (and the service behind it) returns. */
export type Ok<K extends OperationId> = 200 extends keyof Op<K>['responses'] ? JsonOf<Op<K>['responses'][200]> : never;

export type ContractRequest<K extends OperationId> = FastifyRequest<{
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
  Body: BodyOf<K>;
}>;
export type Handler<K extends OperationId, F = undefined> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
  /** The body as the domain's form schema parsed it, on a route with a `form` rule. */
  form: F,
) => Promise<Ok<K> | FastifyReply> | Ok<K> | FastifyReply;

/**
 * The domain's rules for a body, beyond what the contract can say (a name of only spaces, a birth date in the
 * past, one field after another): the domain's zod schema with its message codes, run by `route()` after the
 * contract's check, so no handler parses a body itself and every refusal is worded the same way.
 */
export type FormRule<K extends OperationId, S extends z.ZodType> = {
  /** The schema, or one built for the request (today's date, the viewer's role, the sign-in email). */
  schema: S | ((request: ContractRequest<K>) => S | Promise<S>);
  /** The form's values from the request, where the form names or types them differently from the body. */
  values?: (request: ContractRequest<K>) => unknown;
  /** The 422's field name of an issue's path, where the body names the field differently from the form. */
  field?: (path: readonly PropertyKey[]) => string;
};

export type RouteOptions = {
  /** Runs after authentication and before the handler, e.g. a role capability check. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * @deprecated No effect: every JSON body is checked against the contract, and the domain's rules run through
   * `form`. Still accepted so a multipart route that names it (chat) compiles until its owner drops it.
   */
  bodyByDomain?: boolean;
  config?: RouteShorthandOptions['config'];
  /** The one message for any violation of a field, where the area words it (e.g. 資料を指定してください。). */
  fieldMessages?: Record<string, string>;
  /** Answers a request that breaks the contract, where the area has its own answer (e.g. FAQ's "not found"). */
  invalid?: (reply: FastifyReply) => FastifyReply;
};

type Found = { path: string; method: HttpMethod; operation: Operation };

const byOperationId = new Map<string, Found>(
  Object.entries(contractDocument.paths).flatMap(([path, item]) =>
    (['get', 'post', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [[operation.operationId, { path, method, operation }] as const] : [];
    }),
  ),
);

/** Every operation of the contract, for the test that each is built or listed as still to build. */
export const contractOperationIds = (): string[] => [...byOperationId.keys()];

export function findOperation(operationId: string): Found {
  const found = byOperationId.get(operationId);
  if (!found) throw new Error(`the contract has no operation ${operationId}`);
  return found;
}

function deref<T>(value: T | { $ref: string }): T {
  if (typeof value === 'object' && value !== null && '$ref' in value) {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(value.$ref) ?? [];
    const table = (contractDocument.components as Record<string, Record<string, unknown>>)[section ?? ''];
    return table?.[name ?? ''] as T;
  }
  return value as T;
}

/** Points local refs at the shared `contract` schema that holds the contract's components. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? `contract${v}` : rebase(v)]),
    );
  }
  return schema;
}

function objectOf(parameters: Parameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, rebase(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * Schemas, validators and serializers are compiled once per process and shared by every app built in
 * it (the tests build dozens): compiling the whole contract takes seconds on a loaded machine.
 */
const schemas = new Map<string, FastifySchema>();
const validators = new WeakMap<object, unknown>();
const serializers = new WeakMap<object, unknown>();
function once<T>(compiled: WeakMap<object, unknown>, schema: object, build: () => T): T {
  if (!compiled.has(schema)) compiled.set(schema, build());
  return compiled.get(schema) as T;
}

const answerSchemas = new Map<string, Record<string, JsonSchema>>();
/** The JSON schema of each answer an operation declares, by status. */
function declaredAnswers(operationId: string, operation: Operation): Record<string, JsonSchema> {
  let answers = answerSchemas.get(operationId);
  if (!answers) {
    answers = Object.fromEntries(
      Object.entries(operation.responses).flatMap(([status, declared]) => {
        const schema = deref(declared).content?.['application/json']?.schema;
        return /^\d{3}$/.test(status) && schema ? [[status, rebase(schema) as JsonSchema]] : [];
      }),
    );
    answerSchemas.set(operationId, answers);
  }
  return answers;
}

const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/**
 * A request's integers are 32-bit unless the contract bounds them itself (OpenAPI's `int32`, PostgreSQL's
 * `integer`): ids, page numbers and codes all are, and a larger number names no row (issue 31 item 21), so it
 * is refused with the contract's message before any handler or query sees it.
 */
function int32(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(int32);
  if (!schema || typeof schema !== 'object') return schema;
  const bounded = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === 'enum' || k === 'const' || k === 'examples' ? v : int32(v)]),
  );
  const type = (schema as { type?: unknown }).type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (!integer) return bounded;
  return {
    ...bounded,
    minimum: Math.max(INT32.minimum, Number(bounded.minimum ?? INT32.minimum)),
    maximum: Math.min(INT32.maximum, Number(bounded.maximum ?? INT32.maximum)),
  };
}

/** The Fastify route schema of one operation: its parameters, JSON body and JSON answers. */
function schemaOf(operationId: string, operation: Operation): FastifySchema {
  const key = operationId;
  const cached = schemas.get(key);
  if (cached) return cached;
  const parameters = (operation.parameters ?? []).map((p) => deref<Parameter>(p));
  // A JSON body, or a form's fields (Pusher's channel authorisation); multipart parts are read by their routes.
  const content = operation.requestBody?.content;
  const body = (content?.['application/json'] ?? content?.['application/x-www-form-urlencoded'])?.schema;
  // Success answers are serialised from the contract; error bodies are small and built by our own code.
  const answers = declaredAnswers(operationId, operation);
  const response = Object.fromEntries(Object.entries(answers).filter(([status]) => status.startsWith('2')));
  const parts = {
    querystring: int32(objectOf(parameters.filter((p) => p.in === 'query'))),
    params: int32(objectOf(parameters.filter((p) => p.in === 'path'))),
    body: body ? (int32(rebase(body)) as JsonSchema) : undefined,
    response,
  };
  // Fastify warns about a part named without a schema; an operation without one simply has none.
  const schema = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  schemas.set(key, schema);
  return schema;
}

/** A request that breaks the contract answers the client error the operation declares: 422, else 400, else 404. */
function rejectionStatus(operation: Operation): number {
  return [422, 400, 404].find((s) => String(s) in operation.responses) ?? 422;
}

/** A cleared form sends blank filters; a blank query value means the parameter is absent. */
async function dropBlankQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route answers. */
    operationId?: string;
    /** Set on the placeholder routes of routes/unbuilt.ts. */
    unbuilt?: boolean;
  }
  interface FastifyInstance {
    contract: {
      validateResponses: boolean;
      /** The operations with a handler, and those answered as still to build. */
      built: Set<string>;
      unbuilt: Set<string>;
    };
  }
}

/**
 * Registers the handler of one contract operation: method, path, parameters, body and answers all come
 * from openapi.yaml, so Fastify validates the request with ajv and serialises the answer with
 * fast-json-stringify. A request that breaks the contract, or a body the domain's `form` rule refuses, gets a
 * 4xx worded from the catalogue in the request's language before the handler runs.
 */
export function route<K extends OperationId, S extends z.ZodType = never>(
  app: FastifyInstance,
  operationId: K,
  handler: Handler<K, [S] extends [never] ? undefined : z.output<S>>,
  options: RouteOptions & { form?: FormRule<K, S> } = {},
) {
  const { path, method, operation } = findOperation(operationId);
  const schema = schemaOf(operationId, operation);
  const status = rejectionStatus(operation);
  const answers = declaredAnswers(operationId, operation);
  app.route({
    method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    schema,
    attachValidation: true,
    config: { ...options.config, operationId },
    preValidation: dropBlankQuery,
    preHandler: options.preHandler,
    // Development and tests: an answer that breaks the contract fails the request instead of reaching a client.
    preSerialization: app.contract.validateResponses
      ? async (_request, reply, payload) => {
          const declared = answers[reply.statusCode];
          // Compiled on first use: most tests never meet most answers.
          const check = declared && once(validators, declared, () => ajv.exact.compile(declared));
          if (check && !check(JSON.parse(JSON.stringify(payload)))) {
            const problems = ajv.exact.errorsText(check.errors);
            throw new Error(`${operationId} ${reply.statusCode} breaks the contract: ${problems}`);
          }
          return payload;
        }
      : undefined,
    handler: async (raw, reply) => {
      const request = raw as ContractRequest<K>;
      const language = languageOf(request);
      if (request.validationError) {
        if (options.invalid) return options.invalid(reply);
        const errors = (request.validationError as { validation?: ErrorObject[] }).validation;
        const contract = contractViolation(errors ?? [], language, options.fieldMessages);
        if (!options.form) return reply.code(status).send(contract);
        // The contract's rules on a text's content state what the portal sends once its form has normalised it
        // (a trimmed address, a phone number without hyphens, '' for a choice left empty); on a form route the
        // domain's rule normalises the same way and owns them. The body's shape and types stay the contract's.
        const shape = (errors ?? []).filter((error) => !isTextRule(error, request.body));
        // A body of the wrong shape may break the rule's `values` too: then the contract's words alone.
        const domain = await checkForm(options.form, request, language).catch(() => undefined);
        if (!domain) return reply.code(status).send(contract);
        // The domain words the fields it knows as the form does, the contract the body's shape.
        const shapeViolation = contractViolation(shape, language, options.fieldMessages);
        if (!domain.ok) return reply.code(422).send(mergeViolations(domain.violation, shapeViolation));
        if (shape.length > 0) return reply.code(status).send(shapeViolation);
        return handler(request, reply, domain.data as never);
      }
      const form = options.form && (await checkForm(options.form, request, language));
      if (form && !form.ok) return reply.code(422).send(form.violation);
      return handler(request, reply, (form?.ok ? form.data : undefined) as never);
    },
  });
}

const TEXT_RULES = new Set(['pattern', 'format', 'minLength', 'maxLength', 'enum', 'const', 'oneOf', 'anyOf']);

/** The value a JSON pointer names in a body. */
function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * A rule on a text's content (its pattern, format, length or the choices it names), not on the body's shape or
 * types: a text where a branch of a choice of types expects another type counts as content too.
 */
function isTextRule(error: ErrorObject, body: unknown): boolean {
  if (typeof valueAt(body, error.instancePath) !== 'string') return false;
  return (
    TEXT_RULES.has(error.keyword) || (error.keyword === 'type' && /\/(oneOf|anyOf)\/\d+\/type$/.test(error.schemaPath))
  );
}

type FormOutcome = { ok: true; data: unknown } | { ok: false; violation: Violation };

/** Runs a route's domain rule on its request: the parsed form, or the 422 body of its issues. */
async function checkForm<K extends OperationId, S extends z.ZodType>(
  rule: FormRule<K, S>,
  request: ContractRequest<K>,
  language: ReturnType<typeof languageOf>,
): Promise<FormOutcome> {
  const values = rule.values ? await rule.values(request) : request.body;
  const schema = typeof rule.schema === 'function' ? await rule.schema(request) : rule.schema;
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, violation: domainViolation(parsed.error.issues, language, rule.field) };
}

export function contractAjv(coerce: boolean) {
  const instance = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(instance);
  // OpenAPI's `binary` marks file parts of multipart bodies, never JSON.
  instance.addFormat('binary', true);
  instance.addSchema(sharedSchema);
  return instance;
}

/** The contract's component schemas as one document that route schemas refer to (`contract#/...`). */
const sharedSchema = { $id: 'contract', components: { schemas: contractDocument.components.schemas } };

/**
 * Validation from the contract (JSON Schema 2020-12, OpenAPI 3.1's dialect): query and path values are
 * strings on the wire and are coerced to the declared types; JSON bodies are taken as typed.
 */
const ajv = { coercing: contractAjv(true), exact: contractAjv(false) };

/** Fastify's own serializer (fast-json-stringify), knowing the contract's components. */
const serializerFor = (schema: object) =>
  once(serializers, schema, () => fastJsonStringify(schema as never, { schema: { contract: sharedSchema as never } }));

/**
 * An operation's 200 answer as the JSON a client receives (serialised from the contract, so undeclared fields
 * are left out), for answers given in process rather than over HTTP (the page's bootstrap block).
 */
export function answeredJson<K extends OperationId>(operationId: K, body: Ok<K>): string {
  const { operation } = findOperation(operationId);
  const declared = declaredAnswers(operationId, operation)[200];
  if (!declared) throw new Error(`${operationId} declares no 200 answer`);
  return serializerFor(declared)(body) as string;
}

export default fp<{ validateResponses: boolean }>(
  async (app, { validateResponses }) => {
    app.setValidatorCompiler(({ schema, httpPart }) =>
      once(validators, schema, () => (httpPart === 'body' ? ajv.exact : ajv.coercing).compile(schema as JsonSchema)),
    );
    app.setSerializerCompiler(({ schema }) => serializerFor(schema));
    const built = new Set<string>();
    const unbuilt = new Set<string>();
    app.addHook('onRoute', ({ config }) => {
      if (config?.operationId) (config.unbuilt ? unbuilt : built).add(config.operationId);
    });
    app.decorate('contract', { validateResponses, built, unbuilt });
  },
  { name: 'contract' },
);
