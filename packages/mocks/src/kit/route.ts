/**
 * How every mock handler is made: `route(operationId, resolver, { roles })` for authenticated
 * operations and `publicRoute(operationId, resolver)` for the spec's `security: []` ones. The
 * operation table gives the method and path, so a handler can only answer what the spec describes;
 * the shared wrapper adds fault injection, authentication (401) and the role check (403), and hands
 * the resolver a context with the database, the signed-in user, the path parameters and the
 * validated body.
 */
import type { OperationInfo, UserType } from '@ujuzi/api';
import { http, type HttpHandler } from 'msw';
import { checkSchema } from '../contract/check';
import { matchOperation, mswPath, operationInfo } from '../contract/operation-index';
import { documents, requestSchema, resolveSchema, type JsonSchema } from '../contract/spec';
import type { SessionRow, UserRecord } from '../db/accounts';
import { getMockDatabase, type MockDatabase } from '../db/database';
import { injectFault } from './faults';
import { answerOnce } from './idempotency';
import { detail, fieldErrors, MESSAGES, notFound } from './respond';
import { findSessionByAccess, tokenFromHeader } from './tokens';

/** A parsed request body: JSON values, and `File`s for multipart uploads. */
export type BodyRecord = Record<string, unknown>;

export interface PublicContext {
  request: Request;
  url: URL;
  query: URLSearchParams;
  /** Path parameters by their spec names. */
  params: Record<string, string>;
  operation: OperationInfo;
  db: MockDatabase;
  /** The signed-in user when a valid token came (public operations do not require one). */
  user?: UserRecord;
  session?: SessionRow;
  /** A numeric path parameter (`id` by default); NaN when it is not a number. */
  id(name?: string): number;
  /**
   * The body validated against the operation's request schema (JSON or multipart, numbers and
   * booleans of multipart coerced): the value, or the 400 answer with DRF field errors to return.
   */
  body<T = BodyRecord>(): Promise<T | Response>;
  /** Refusal for the signed-in user: 403 when the operation documents it, else 404 (hidden). */
  deny(): Response;
}

export interface AuthedContext extends PublicContext {
  user: UserRecord;
  session: SessionRow;
}

export type Resolver<C> = (context: C) => Response | Promise<Response>;

export interface RouteOptions {
  /** User types allowed (any signed-in user when left out). super_admin is always allowed. */
  roles?: readonly UserType[];
}

export interface RouteMeta {
  operationId: string;
  public: boolean;
  roles?: readonly UserType[];
  /** true for the orval faker fallback. */
  fallback: boolean;
}

const registry = new Map<string, RouteMeta>();
const handlerOperations = new WeakMap<HttpHandler, string>();

/** What the handlers declare, by operationId (the contract test signs in with an allowed role). */
export const routeMeta = (operationId: string): RouteMeta | undefined => registry.get(operationId);

/** The operationId a handler made here answers. */
export const handlerOperation = (handler: HttpHandler): string | undefined => handlerOperations.get(handler);

// ---------------------------------------------------------------------------------------------
// Authentication and authorization: the one wrapper every handler goes through.

type Authentication = { user: UserRecord; session: SessionRow } | { failure: Response } | undefined;

function authenticate(request: Request, db: MockDatabase, now = Date.now()): Authentication {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const key = tokenFromHeader(header);
  const session = key ? findSessionByAccess(db, key) : undefined;
  const user = session ? db.accounts.users.get(session.user) : undefined;
  if (!session || !user || session.accessExpiresAt <= now) return { failure: detail(401, MESSAGES.invalidToken) };
  if (!user.is_active) return { failure: detail(401, 'User inactive or deleted.') };
  return { user, session };
}

/** 401 unless a valid, unexpired token of an active user came; then the resolver runs as that user. */
export function withAuth(resolver: Resolver<AuthedContext>): Resolver<PublicContext> {
  return (context) => {
    const { user, session } = context;
    if (!user || !session) {
      const sent = context.request.headers.get('authorization');
      return detail(401, sent ? MESSAGES.invalidToken : MESSAGES.notAuthenticated);
    }
    return resolver({ ...context, user, session });
  };
}

/** Whether a user type may act under a role list (super_admin always may; an empty list lets anyone). */
export const allows = (roles: readonly UserType[] | undefined, userType: UserType): boolean =>
  !roles || roles.length === 0 || userType === 'super_admin' || roles.includes(userType);

/** withAuth, then 403 (or 404 where the spec documents no 403) for user types outside `roles`. */
export function withRole(roles: readonly UserType[], resolver: Resolver<AuthedContext>): Resolver<PublicContext> {
  return withAuth((context) => (allows(roles, context.user.user_type) ? resolver(context) : context.deny()));
}

// ---------------------------------------------------------------------------------------------
// Request bodies.

function coerce(schema: JsonSchema | undefined, raw: FormDataEntryValue[]): unknown {
  if (!schema) return raw.length > 1 ? raw : raw[0];
  const resolved = resolveSchema(schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema);
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  const one = (value: FormDataEntryValue): unknown => {
    if (typeof value !== 'string') return value;
    if (value === '' && types.includes('null')) return null;
    if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value)))
      return Number(value);
    if (types.includes('boolean') && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    return value;
  };
  if (types.includes('array'))
    // Repeated fields (`ids=1&ids=2`) are coerced as the array's items, not as the array itself.
    return raw.flatMap((value) =>
      typeof value === 'string' && value.startsWith('[')
        ? (JSON.parse(value) as unknown[])
        : [resolved.items ? coerce(resolved.items as JsonSchema, [value]) : value],
    );
  return one(raw[0] ?? '');
}

async function readRequestBody(
  request: Request,
  operationId: string,
): Promise<{ body: BodyRecord; schema?: JsonSchema } | Response> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const schema = requestSchema(operationId, 'multipart/form-data') ?? requestSchema(operationId, 'application/json');
    const properties = schema ? (resolveSchema(schema).properties ?? {}) : {};
    const form = await request.formData();
    const body: BodyRecord = {};
    for (const key of new Set(form.keys())) body[key] = coerce(properties[key], form.getAll(key));
    return { body, schema };
  }
  const text = await request.text();
  const schema = requestSchema(operationId, 'application/json') ?? requestSchema(operationId, 'multipart/form-data');
  if (text.trim() === '') return { body: {}, schema };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return fieldErrors({ non_field_errors: 'Invalid data. Expected a dictionary, but got a different type.' });
    }
    return { body: parsed as BodyRecord, schema };
  } catch (error) {
    return detail(400, `JSON parse error - ${(error as Error).message}`);
  }
}

/** DRF trims the whitespace around text fields (passwords excepted) before it validates them. */
function trimmed(schema: JsonSchema, body: BodyRecord): BodyRecord {
  const properties = resolveSchema(schema).properties ?? {};
  const result: BodyRecord = { ...body };
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && resolveSchema(properties[key] ?? {}).format !== 'password') result[key] = value.trim();
  }
  return result;
}

/** DRF's field errors for a body, one list per top-level field (nested problems name their path). */
export function validationErrors(schema: JsonSchema, body: BodyRecord): Record<string, string[]> {
  // Uploaded files are checked for presence only (a repeated file field, `files=…&files=…`, is a list of them).
  const file = (value: unknown): unknown => (value instanceof Blob ? 'file' : value);
  const checked = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(file) : file(value)]),
  );
  const errors: Record<string, string[]> = {};
  for (const error of checkSchema(schema, checked)) {
    const [field, ...rest] = error.path;
    const key = field === undefined ? 'non_field_errors' : String(field);
    const message = rest.length > 0 ? `${rest.join('.')}: ${error.message}` : error.message;
    if (!(errors[key] ??= []).includes(message)) errors[key].push(message);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Handlers.

type MethodName = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

function makeHandler(operationId: string, resolver: Resolver<PublicContext>, meta: Omit<RouteMeta, 'operationId'>): HttpHandler {
  const operation = operationInfo(operationId);
  registry.set(operationId, { operationId, ...meta });
  const method = operation.method.toLowerCase() as MethodName;
  const handler = http[method](mswPath(operation), async ({ request }) => {
    const url = new URL(request.url);
    // msw matches `users/:id/` for `users/stats/` too: the spec's router decides which operation it is.
    const matched = matchOperation(request.method, url.pathname);
    if (matched?.info.operationId !== operationId) return undefined;
    const fault = await injectFault(operationId);
    if (fault) return fault;

    const db = getMockDatabase();
    const auth = authenticate(request, db);
    if (auth && 'failure' in auth && !operation.public) return auth.failure;
    const signedIn = auth && 'user' in auth ? auth : undefined;
    let parsed: Promise<unknown> | undefined;
    const context: PublicContext = {
      request,
      url,
      query: url.searchParams,
      params: matched.params,
      operation,
      db,
      user: signedIn?.user,
      session: signedIn?.session,
      id: (name = 'id') => Number(matched.params[name]),
      body: <T>() => {
        parsed ??= (async () => {
          const read = await readRequestBody(request, operationId);
          if (read instanceof Response) return read;
          if (!read.schema) return read.body;
          const body = trimmed(read.schema, read.body);
          const errors = validationErrors(read.schema, body);
          return Object.keys(errors).length > 0 ? fieldErrors(errors) : body;
        })();
        return parsed as Promise<T | Response>;
      },
      deny: () => (documents(operationId, 403) ? detail(403, MESSAGES.forbidden) : notFound()),
    };
    return answerOnce(request, () => resolver(context));
  });
  handlerOperations.set(handler, operationId);
  return handler;
}

/** A handler for an authenticated operation; `roles` limits it to those user types. */
export function route(operationId: string, resolver: Resolver<AuthedContext>, options: RouteOptions = {}): HttpHandler {
  if (operationInfo(operationId).public) throw new Error(`${operationId} is public in the spec: use publicRoute()`);
  const wrapped = options.roles ? withRole(options.roles, resolver) : withAuth(resolver);
  return makeHandler(operationId, wrapped, { public: false, roles: options.roles, fallback: false });
}

/** A handler for a public operation (`security: []`); a valid token still identifies the user. */
export function publicRoute(operationId: string, resolver: Resolver<PublicContext>): HttpHandler {
  if (!operationInfo(operationId).public) throw new Error(`${operationId} needs authentication in the spec: use route()`);
  return makeHandler(operationId, resolver, { public: true, fallback: false });
}

/** The fallback's handler: the same wrapper (faults, 401 for non-public operations), any role. */
export function fallbackRoute(operationId: string, resolver: Resolver<PublicContext>): HttpHandler {
  const operation = operationInfo(operationId);
  const wrapped = operation.public ? resolver : withAuth(resolver);
  return makeHandler(operationId, wrapped, { public: operation.public, fallback: true });
}
