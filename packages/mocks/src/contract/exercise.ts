/**
 * Builds a plausible call of any operation of the spec, for the contract test and the benchmark:
 * signed in as a demo user of a role the handler allows, path parameters filled with ids that exist
 * (read from the operation's collection), required query parameters and a request body generated
 * from the spec's schemas (examples first).
 */
import type { OperationInfo, UserType } from '@ujuzi/api';
import { getResponse, type RequestHandler } from 'msw';
import { getMockDatabase } from '../db/database';
import { relationTargetFor } from '../kit/relations';
import { routeMeta } from '../kit/route';
import { demoToken } from '../testing';
import { generate } from './generate';
import { operations } from './operation-index';
import { parameters, requestContentTypes, requestSchema, resolveSchema } from './spec';

export const API_ROOT = 'http://localhost/api';

/** The user type a call of this operation is made as; undefined for public operations. */
export function callerRole(operationId: string): UserType | undefined {
  const meta = routeMeta(operationId);
  const info = operations.find((operation) => operation.operationId === operationId);
  if (info?.public) return undefined;
  return meta?.roles?.find((role) => role !== 'super_admin') ?? 'super_admin';
}

const collections = new Map<string, unknown[]>();

async function firstItems(handlers: RequestHandler[], path: string, role: UserType | undefined): Promise<unknown[]> {
  const key = `${role ?? 'anonymous'} ${path}`;
  const cached = collections.get(key);
  if (cached) return cached;
  const headers = new Headers();
  if (role) headers.set('Authorization', `Token ${demoToken(role)}`);
  let items: unknown[] = [];
  const response = await getResponse(handlers, new Request(`${API_ROOT}${path}?page_size=5`, { headers }));
  if (response?.ok && (response.headers.get('content-type') ?? '').includes('json')) {
    const body: unknown = await response.json();
    if (Array.isArray(body)) items = body;
    else if (body && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results))
      items = (body as { results: unknown[] }).results;
  }
  collections.set(key, items);
  return items;
}

/** Forget the ids read so far (after a reset of the database). */
export function forgetCollections(): void {
  collections.clear();
}

const VALUE_KEYS: Record<string, readonly string[]> = {
  slug: ['slug'],
  uid: ['uid'],
  token: ['token'],
  hash: ['hash', 'verification_hash', 'qr_hash'],
};

/** A value for each path parameter: from the collection before it when the spec has one, else from its schema. */
async function pathValues(
  handlers: RequestHandler[],
  info: OperationInfo,
  role: UserType | undefined,
): Promise<{ values: Record<string, string>; guessed: string[] }> {
  const values: Record<string, string> = {};
  const guessed: string[] = [];
  const specParameters = parameters(info.operationId).filter((parameter) => parameter.in === 'path');
  for (const match of info.path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    const prefix = info.path.slice(0, match.index);
    let resolved = prefix;
    for (const [param, value] of Object.entries(values)) resolved = resolved.replace(`{${param}}`, value);
    const hasCollection = operations.some((operation) => operation.method === 'GET' && operation.path === prefix);
    let value: unknown;
    if (hasCollection && !resolved.includes('{')) {
      const [first] = await firstItems(handlers, resolved, role);
      if (first && typeof first === 'object') {
        const record = first as Record<string, unknown>;
        const keys = VALUE_KEYS[name] ?? (name.endsWith('slug') ? ['slug'] : ['id', name]);
        value = keys.map((key) => record[key]).find((candidate) => candidate !== undefined && candidate !== null);
      }
    }
    if (value === undefined) {
      guessed.push(name);
      const schema = specParameters.find((parameter) => parameter.name === name)?.schema;
      value = schema ? generate(schema) : 1;
      if (value === '' || value === undefined || value === null) value = name.includes('slug') ? 'sample' : 1;
    }
    values[name] = String(value);
  }
  return { values, guessed };
}

/** The user type a user field of a request usually names. */
const USER_FIELD_TYPES: Record<string, UserType> = {
  student: 'student',
  students: 'student',
  teacher: 'teacher',
  teachers: 'teacher',
  class_teacher: 'teacher',
  head_of_department: 'teacher',
  parent: 'parent',
};

/**
 * Points the related ids of a generated body at rows that exist (the spec's examples name ids of
 * another database), so writes exercise their success path.
 */
function withSeedIds(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const db = getMockDatabase();
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [field, value] of Object.entries(result)) {
    const target = relationTargetFor(field);
    const isId = typeof value === 'number';
    const isIds = Array.isArray(value) && value.every((item) => typeof item === 'number');
    if (!target || (!isId && !isIds)) continue;
    const wantedType = USER_FIELD_TYPES[field];
    const rows = target.table(db).all() as { id: number; user_type?: string }[];
    const row = rows.find((candidate) => !wantedType || candidate.user_type === wantedType) ?? rows[0];
    if (row) result[field] = isId ? row.id : [row.id];
  }
  return result;
}

function formDataFrom(body: Record<string, unknown>, binaryFields: Set<string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (binaryFields.has(key)) form.set(key, new File(['mock file'], `${key}.txt`, { type: 'text/plain' }));
    else if (Array.isArray(value))
      value.forEach((item) => form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item)));
    else form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

export interface OperationCall {
  operation: OperationInfo;
  role: UserType | undefined;
  request: Request;
  /** Path parameters no collection gave a value for (made up from their schema). */
  guessed: string[];
}

/** A ready-to-send request for an operation. */
export async function buildCall(
  handlers: RequestHandler[],
  operation: OperationInfo,
  role = callerRole(operation.operationId),
): Promise<OperationCall> {
  const { values, guessed } = await pathValues(handlers, operation, role);
  let path = operation.path;
  for (const [name, value] of Object.entries(values)) path = path.replace(`{${name}}`, encodeURIComponent(value));
  const url = new URL(`${API_ROOT}${path}`);
  for (const parameter of parameters(operation.operationId)) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    const value = generate(parameter.schema);
    // A made-up string (a hash, a token) may rightly be unknown, as for path parameters.
    const resolved = resolveSchema(parameter.schema);
    if (resolved.type === 'string' && !resolved.enum && resolved.example === undefined) guessed.push(parameter.name);
    if (value !== undefined && value !== null) url.searchParams.set(parameter.name, String(value));
  }
  const headers = new Headers({ Accept: 'application/json' });
  if (role) headers.set('Authorization', `Token ${demoToken(role)}`);
  let body: BodyInit | undefined;
  const types = requestContentTypes(operation.operationId);
  if (types.includes('application/json')) {
    const schema = requestSchema(operation.operationId, 'application/json');
    body = JSON.stringify(schema ? withSeedIds(generate(schema)) : {});
    headers.set('Content-Type', 'application/json');
  } else if (types.includes('multipart/form-data')) {
    const schema = requestSchema(operation.operationId, 'multipart/form-data');
    const resolved = schema ? resolveSchema(schema) : {};
    const binary = new Set(
      Object.entries(resolved.properties ?? {})
        .filter(([, property]) => property.format === 'binary')
        .map(([key]) => key),
    );
    body = formDataFrom(schema ? (withSeedIds(generate(schema)) as Record<string, unknown>) : {}, binary);
  } else if (types.length > 0) {
    body = 'mock';
    headers.set('Content-Type', types[0] ?? 'text/plain');
  }
  return { operation, role, guessed, request: new Request(url, { method: operation.method, headers, body }) };
}
