import fs from 'node:fs';
import { Readable } from 'node:stream';
import multer from '@koa/multer';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { serverMessage } from '@rules/errors/server-messages';
import * as schemas from '../generated/zod.gen';
import type { RateLimiter } from './rate-limit';
import type { SessionUser } from './session';
import { requiresSession } from './contract-security';
import { HttpError, badRequest, unauthorized } from './errors';
import type { Handlers, OperationId, UploadedFile } from './operations';
import type { UploadGate } from './upload-gate';

const CONTRACT_URL = new URL('../../../openapi/openapi.yaml', import.meta.url);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: { type?: string | string[] };
}

/** What the router needs to know of one operation, read from the contract. */
export interface OperationSpec {
  operationId: OperationId;
  method: Method;
  path: string;
  requiresSession: boolean;
  multipart: boolean;
  /** The multipart body's file field (its `format: binary` property), or null. */
  fileField: string | null;
  /** The operation's own upload limit (`x-max-upload-mb`), in bytes; null for the server's limit. */
  maxUploadBytes: number | null;
  /** Whether the operation takes a request body (JSON or multipart). */
  hasBody: boolean;
  queryParams: ParameterSpec[];
  /** Request headers the contract declares (e.g. `Idempotency-Key`). */
  headerParams: ParameterSpec[];
  /** Whether its path has parameters (`/api/scans/{id}`). */
  hasPathParams: boolean;
  declaredStatuses: number[];
  /** The JSON request body's schema, as the contract writes it (null for none or multipart). */
  jsonBodySchema: unknown;
}

type Json = Record<string, unknown>;

function resolveRef<T>(doc: Json, value: unknown): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const ref = String((value as { $ref: string }).$ref);
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], doc);
    return resolveRef<T>(doc, target);
  }
  return value as T;
}

export function loadContract(): Json {
  return parseYaml(fs.readFileSync(CONTRACT_URL, 'utf8')) as Json;
}

/** Every operation in the contract. */
export function readOperations(doc: Json = loadContract()): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security ?? doc.security ?? []) as Array<Record<string, unknown>>;
      const parameters = ((op.parameters ?? []) as unknown[]).map((p) => resolveRef<ParameterSpec>(doc, p));
      const content = (resolveRef<Json | undefined>(doc, op.requestBody)?.content ?? {}) as Json;
      const formSchema = resolveRef<Json | undefined>(
        doc,
        (content['multipart/form-data'] as Json | undefined)?.schema,
      );
      const formFields = Object.entries((formSchema?.properties ?? {}) as Json);
      const fileField = formFields.find(([, field]) => resolveRef<Json>(doc, field).format === 'binary')?.[0] ?? null;
      const maxUploadMb = op['x-max-upload-mb'];
      operations.push({
        operationId: op.operationId as OperationId,
        method,
        path,
        requiresSession: requiresSession(security),
        multipart: 'multipart/form-data' in content,
        fileField,
        maxUploadBytes: typeof maxUploadMb === 'number' ? maxUploadMb * 1024 * 1024 : null,
        hasBody: Object.keys(content).length > 0,
        queryParams: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header'),
        hasPathParams: path.includes('{'),
        declaredStatuses: Object.keys(op.responses as Json).map(Number),
        jsonBodySchema: (content['application/json'] as Json | undefined)?.schema ?? null,
      });
    }
  }
  return operations;
}

/**
 * The fields of `value` that its schema refuses with `additionalProperties: false`, as paths
 * (`body.items.0.colour`). The generated validators drop such fields silently; the contract
 * promises they are refused, so they are found here, from the contract itself. Of the
 * alternatives of a oneOf/anyOf, the one that fits best is taken (a value that matches one cleanly
 * has no unknown field).
 */
export function unknownFields(doc: Json, schema: unknown, value: unknown, where: string): string[] {
  const node = resolveRef<Json | undefined>(doc, schema);
  if (!node || typeof node !== 'object' || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return node.items === undefined
      ? []
      : value.flatMap((item, i) => unknownFields(doc, node.items, item, `${where}.${i}`));
  }
  const alternatives = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (alternatives) {
    const candidates = alternatives.map((alternative) => unknownFields(doc, alternative, value, where));
    return candidates.reduce((best, next) => (next.length < best.length ? next : best));
  }
  const parts = [node, ...((node.allOf as unknown[] | undefined) ?? []).map((part) => resolveRef<Json>(doc, part))];
  const properties: Json = Object.assign({}, ...parts.map((part) => (part.properties ?? {}) as Json));
  const closed = parts.some((part) => part.additionalProperties === false);
  const extra = parts.find((part) => typeof part.additionalProperties === 'object')?.additionalProperties;
  const found: string[] = [];
  for (const [key, child] of Object.entries(value as Json)) {
    const path = `${where}.${key}`;
    if (Object.hasOwn(properties, key)) found.push(...unknownFields(doc, properties[key], child, path));
    else if (closed) found.push(path);
    else if (extra) found.push(...unknownFields(doc, extra, child, path));
  }
  return found;
}

/**
 * Validates a JSON body: fields its schema does not allow are refused by name, together with
 * whatever else the schema finds wrong, in one 400.
 */
function validateJsonBody(doc: Json, contractSchema: unknown, validator: z.ZodType, given: unknown): unknown {
  const unknown = unknownFields(doc, contractSchema, given, 'body');
  const unknownDetails = unknown.map((path) => ({ path, message: 'Unknown field' }));
  const unknownSummary = {
    count: unknown.length,
    fields: unknown.map((path) => `'${path.replace(/^body\./, '')}'`).join(', '),
  };
  try {
    const body = validate(validator, given, 'body');
    if (unknown.length > 0) throw badRequest(serverMessage('request.unknownFields', unknownSummary), unknownDetails);
    return body;
  } catch (error) {
    if (!(error instanceof InvalidRequestError) || unknown.length === 0) throw error;
    throw badRequest(serverMessage('request.invalidAndUnknownFields', { ...error.summary, ...unknownSummary }), [
      ...(error.details ?? []),
      ...unknownDetails,
    ]);
  }
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const schemaTable = schemas as unknown as Record<string, z.ZodType | undefined>;

/**
 * The generated validators an operation needs (its path, query and body), looked up once at start:
 * a contract part without its validator fails there, never silently at request time.
 */
function requestSchemas(op: OperationSpec) {
  const name = pascal(op.operationId);
  const lookup = (part: 'Path' | 'Query' | 'Headers' | 'Body', needed: boolean) => {
    if (!needed) return undefined;
    const schema = schemaTable[`z${name}${part}`];
    if (!schema) throw new Error(`No generated validator z${name}${part} for operation '${op.operationId}'`);
    return schema;
  };
  return {
    path: lookup('Path', op.hasPathParams),
    query: lookup('Query', op.queryParams.length > 0),
    headers: lookup('Headers', op.headerParams.length > 0),
    body: lookup('Body', op.hasBody),
  };
}

/** A request the contract's schema refuses: where, and its problems in one line (the 400's message values). */
class InvalidRequestError extends HttpError {
  constructor(
    readonly summary: { where: string; problems: string },
    details: NonNullable<HttpError['details']>,
  ) {
    super(400, 'validation_failed', serverMessage('request.invalid', summary), details);
  }
}

function zodIssuesToDetails(where: string, error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

function validate<T>(schema: z.ZodType | undefined, value: unknown, where: string): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = zodIssuesToDetails(where, result.error);
    throw new InvalidRequestError(
      { where, problems: details.map((d) => `${d.path} ${d.message}`).join('; ') },
      details,
    );
  }
  return result.data as T;
}

/** Query strings are text; turn the ones the contract types as numbers or booleans into those. */
function coerceQuery(query: Record<string, string | string[] | undefined>, params: ParameterSpec[]) {
  const out: Record<string, unknown> = {};
  for (const param of params) {
    const raw = query[param.name];
    if (raw === undefined) continue;
    if (Array.isArray(raw)) throw badRequest(serverMessage('request.queryRepeated', { name: param.name }));
    const type = param.schema?.type;
    if ((type === 'integer' || type === 'number') && raw.trim() !== '' && Number.isFinite(Number(raw))) {
      out[param.name] = Number(raw);
    } else if (type === 'boolean' && (raw === 'true' || raw === 'false')) {
      out[param.name] = raw === 'true';
    } else {
      out[param.name] = raw;
    }
  }
  return out;
}

/**
 * Where a request's text holds a NUL character, as a path (`body.note`), or null. No text the app
 * keeps may hold one (PostgreSQL cannot store it, and no person types it), so every string an
 * operation takes (its path, query, headers and body) is refused the same way on every database.
 */
export function nulCharacterAt(value: unknown, where: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return `${where}.${key}`;
    const found = nulCharacterAt(child, `${where}.${key}`);
    if (found) return found;
  }
  return null;
}

function refuseNulCharacters(parts: Record<string, unknown>) {
  for (const [where, value] of Object.entries(parts)) {
    const path = nulCharacterAt(value, where);
    if (path) {
      throw badRequest(serverMessage('request.nulCharacter', { path }), [
        { path, message: 'Contains a NUL character' },
      ]);
    }
  }
}

/** The request headers the operation declares, under the contract's names (a header is read case-insensitively). */
function declaredHeaders(ctx: Context, params: ParameterSpec[]) {
  const out: Record<string, string> = {};
  for (const param of params) {
    const value = ctx.get(param.name);
    if (value !== '') out[param.name] = value;
  }
  return out;
}

/** Schema of a multipart body without its binary fields (those are checked as files). */
function multipartFieldsSchema(schema: z.ZodType | undefined, binaryFields: string[]) {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape = Object.fromEntries(Object.entries(schema.shape).filter(([key]) => !binaryFields.includes(key)));
  return z.strictObject(shape);
}

function multerErrorToHttp(error: unknown, maxBytes: number, field: string): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') {
    return new HttpError(
      413,
      'payload_too_large',
      serverMessage('request.fileTooLarge', {
        kind: field === 'image' ? 'image' : 'file',
        megabytes: Math.round(maxBytes / 1024 / 1024),
      }),
    );
  }
  if (code === 'LIMIT_UNEXPECTED_FILE') return badRequest(serverMessage('request.oneFileOnly', { field }));
  if (code && code.startsWith('LIMIT_')) return badRequest(serverMessage('request.tooManyFields'));
  return badRequest(serverMessage('request.multipartUnreadable'));
}

export interface ContractRouterOptions {
  handlers: Handlers;
  maxUploadBytes: number;
  validateResponses: boolean;
  /** Spends the caller's budget on rate-limited operations, before any upload is read. */
  rateLimiter: RateLimiter;
  /** Bounds how many uploads are read and handled at once. */
  uploadGate: UploadGate;
}

/**
 * Builds the Koa router from the contract: one route per operation, each
 * enforcing the session, parsing multipart, validating path/query/body with
 * the generated zod schemas, calling its handler, and (outside production)
 * checking the answer against the contract.
 */
export function createContractRouter({
  handlers,
  maxUploadBytes,
  validateResponses,
  rateLimiter,
  uploadGate,
}: ContractRouterOptions): Router {
  const router = new Router();
  const contract = loadContract();
  const uploader = (fileSize: number) =>
    multer({
      storage: multer.memoryStorage(),
      limits: { fileSize, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    });

  for (const op of readOperations(contract)) {
    const handler = handlers[op.operationId] as unknown as (input: unknown) => Promise<{
      status: number;
      body: unknown;
      headers?: Record<string, string>;
    }>;
    if (!handler) throw new Error(`No handler for operation '${op.operationId}'`);
    const validators = requestSchemas(op);
    const koaPath = op.path.replace(/\{(\w+)\}/g, ':$1');
    const fileField = op.fileField ?? 'image';
    const uploadLimit = op.maxUploadBytes ?? maxUploadBytes;
    const upload = uploader(uploadLimit);

    const requireSession = async (ctx: Context, next: Next) => {
      if (op.requiresSession && !ctx.state.user) throw unauthorized();
      await next();
    };

    const parseMultipart = async (ctx: Context, next: Next) => {
      if (!op.multipart) return next();
      if (!ctx.is('multipart/form-data')) {
        throw new HttpError(415, 'unsupported_media_type', serverMessage('request.sendMultipart'));
      }
      await uploadGate.run(async () => {
        try {
          await upload.single(fileField)(ctx, async () => undefined);
        } catch (error) {
          throw multerErrorToHttp(error, uploadLimit, fileField);
        }
        await next();
      });
    };

    const run = async (ctx: Context) => {
      // What the operation takes: undeclared query parameters and bodies are ignored, not read.
      refuseNulCharacters({
        path: ctx.params,
        query: Object.fromEntries(op.queryParams.map((param) => [param.name, ctx.query[param.name]])),
        headers: declaredHeaders(ctx, op.headerParams),
        body: op.hasBody ? ctx.request.body : undefined,
      });
      const path = validate(validators.path, ctx.params, 'path');
      const query = validate(validators.query, coerceQuery(ctx.query, op.queryParams), 'query');
      const headers = validate(validators.headers, declaredHeaders(ctx, op.headerParams), 'headers');
      let body: unknown;
      let file: UploadedFile | undefined;
      if (op.multipart) {
        file = (ctx as unknown as { file?: UploadedFile }).file;
        if (!file) {
          throw badRequest(serverMessage('request.fileRequired', { field: fileField }), [
            { path: `body.${fileField}`, message: 'Required' },
          ]);
        }
        const fields = { ...(ctx.request.body as Record<string, unknown> | undefined) };
        body = validate(multipartFieldsSchema(validators.body, [fileField]), fields, 'body');
      } else if (validators.body) {
        const sentBody = ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || 0) > 0;
        if (sentBody && !ctx.is('application/json')) {
          throw new HttpError(415, 'unsupported_media_type', serverMessage('request.sendJson'));
        }
        const raw = ctx.request.body;
        const empty = raw === undefined || (typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0);
        const given = empty && !ctx.request.length ? {} : raw;
        body = validateJsonBody(contract, op.jsonBodySchema, validators.body, given);
      }
      const reply = await handler({
        path,
        query,
        headers,
        body,
        file,
        user: ctx.state.user as SessionUser | null,
        ctx,
      });
      if (validateResponses) checkReply(op, reply.status, reply.body);
      ctx.status = reply.status;
      if (reply.headers) ctx.set(reply.headers);
      if (reply.body === null) {
        // A JSON `null` answer (Koa would turn a null body into 204 No Content).
        ctx.type = 'application/json';
        ctx.body = 'null';
      } else if (reply.body !== undefined) ctx.body = reply.body;
    };

    const rateLimit = rateLimiter.forOperation(op.operationId, op.method);
    router.register(koaPath, [op.method.toUpperCase()], [requireSession, rateLimit, parseMultipart, run], {
      name: op.operationId,
    });
  }
  return router;
}

/** Fails loudly (500, logged) when a handler answers outside the contract. */
function checkReply(op: OperationSpec, status: number, body: unknown) {
  if (!op.declaredStatuses.includes(status)) {
    throw new Error(`Contract violation: ${op.operationId} answered ${status}, which the contract does not declare`);
  }
  const schema = status < 300 ? schemaTable[`z${pascal(op.operationId)}Response`] : schemas.zError;
  if (!schema || status === 204) return;
  // Binary bodies (format: binary) are bytes; the generated schema can only say "string".
  if (Buffer.isBuffer(body) || body instanceof Readable) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Contract violation: ${op.operationId} ${status} body: ${result.error.message}`);
  }
}
