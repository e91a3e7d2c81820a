/**
 * Request bodies for write round trips, generated from the request schema: required fields only, examples preferred, then
 * enums, defaults and values that fit the format. Fields that must be unique (username, email, slug, code, name, title)
 * get the run's marker so a scratch resource never collides with real data and is easy to find.
 */
import { deref, isObject, type JsonObject, type JsonValue } from '../spec/json';

export interface BodyOptions {
  /** Short marker of this run, e.g. `cc7k2a`. */
  runId: string;
  now: Date;
  /** `request` (default) leaves out readOnly fields; `response` leaves out writeOnly ones (for test servers and fixtures). */
  direction?: 'request' | 'response';
}

const UNIQUE_FIELDS = /^(username|email|slug|code|name|title)$/;
const MAX_DEPTH = 8;

const types = (schema: JsonObject): string[] => {
  const type = schema.type;
  const list = Array.isArray(type)
    ? type.filter((t): t is string => typeof t === 'string')
    : typeof type === 'string'
      ? [type]
      : [];
  if (list.length === 0 && (isObject(schema.properties) || Array.isArray(schema.required))) return ['object'];
  return list;
};

const firstNonNull = (list: JsonValue[]): JsonValue | undefined => list.find((value) => value !== null);

function matchesPattern(value: string, schema: JsonObject): boolean {
  if (typeof schema.pattern !== 'string') return true;
  try {
    return new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function fitLength(value: string, schema: JsonObject): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const padded = value.length < min ? value.padEnd(min, 'x') : value;
  return padded.length > max ? padded.slice(0, max) : padded;
}

function uniqueString(base: string, schema: JsonObject, options: BodyOptions): string {
  if (schema.format === 'email') return `contract-check-${options.runId}@example.com`;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const room = max - options.runId.length - 1;
  const stem = room > 0 ? base.slice(0, room) : '';
  const candidate = fitLength(stem ? `${stem}-${options.runId}` : options.runId, schema);
  return matchesPattern(candidate, schema) ? candidate : fitLength(base, schema);
}

function stringFor(schema: JsonObject, options: BodyOptions): string {
  const iso = options.now.toISOString();
  switch (schema.format) {
    case 'email':
      return `contract-check-${options.runId}@example.com`;
    case 'date':
      return iso.slice(0, 10);
    case 'date-time':
      return iso;
    case 'time':
      return '09:00:00';
    case 'uri':
    case 'url':
      return 'https://example.com/contract-check';
    case 'uuid':
      return crypto.randomUUID();
    default:
      return fitLength(`contract-check-${options.runId}`, schema);
  }
}

function numberFor(schema: JsonObject, integer: boolean): number {
  const minimum =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
        : 1;
  const maximum =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
        : Infinity;
  const value = Math.min(Math.max(minimum, 1), maximum);
  return integer ? Math.ceil(value) : value;
}

/** One schema from an `allOf` and the keywords beside it: keywords merged, properties merged, required lists joined. */
function flattenAllOf(document: JsonObject, schema: JsonObject, depth = 0): JsonObject {
  if (!Array.isArray(schema.allOf) || depth > MAX_DEPTH) return schema;
  const { allOf, ...outer } = schema;
  const parts = allOf.filter(isObject).map((part) => flattenAllOf(document, deref(document, part, '#').node, depth + 1));
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required: JsonValue[] = [];
  for (const part of [...parts, outer]) {
    const { properties: own, required: needed, ...rest } = part;
    Object.assign(merged, rest);
    if (isObject(own)) Object.assign(properties, own);
    if (Array.isArray(needed)) required.push(...needed);
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = [...new Set(required)];
  return merged;
}

export function generateValue(
  document: JsonObject,
  raw: JsonObject,
  options: BodyOptions,
  name?: string,
  depth = 0,
): JsonValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const schema = flattenAllOf(document, deref(document, raw, '#').node);
  const choice = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (choice) {
    const isNull = (option: JsonObject) => {
      const list = types(deref(document, option, '#').node);
      return list.length > 0 && list.every((t) => t === 'null');
    };
    const branch = choice.filter(isObject).find((option) => !isNull(option));
    if (!branch) return null;
    const outer = Object.fromEntries(
      Object.entries(schema).filter(([key]) => !['oneOf', 'anyOf', 'description', 'discriminator'].includes(key)),
    );
    if (Object.keys(outer).length === 0) return generateValue(document, branch, options, name, depth + 1);
    // The branch refines the schema beside it (`anyOf: [{required: [course_slug]}, {required: [course_id]}]`).
    return generateValue(document, { ...outer, allOf: [branch] }, options, name, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;

  const kind = types(schema).find((t) => t !== 'null') ?? (types(schema).includes('null') ? 'null' : undefined);
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (kind === 'string' && name !== undefined && UNIQUE_FIELDS.test(name)) {
    return uniqueString(typeof example === 'string' ? example : name, schema, options);
  }
  if (example !== undefined && example !== null) return example;
  const fromEnum = Array.isArray(schema.enum) ? firstNonNull(schema.enum) : undefined;
  if (fromEnum !== undefined) return fromEnum;
  if (schema.default !== undefined) return schema.default;

  switch (kind) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : [];
      const body: JsonObject = {};
      const skipped = options.direction === 'response' ? 'writeOnly' : 'readOnly';
      const add = (key: string) => {
        const property = properties[key];
        if (!isObject(property) || deref(document, property, '#').node[skipped] === true) return;
        const value = generateValue(document, property, options, key, depth + 1);
        if (value !== undefined) body[key] = value;
      };
      required.forEach(add);
      // Optional fields only where the schema asks for a minimum number of them.
      const minimum = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
      for (const key of Object.keys(properties)) {
        if (Object.keys(body).length >= minimum) break;
        if (!(key in body)) add(key);
      }
      return body;
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const item = isObject(schema.items) ? generateValue(document, schema.items, options, undefined, depth + 1) : undefined;
      return item === undefined ? [] : Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringFor(schema, options);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The fields a body must carry: the schema's `required`, plus those of its `oneOf`/`anyOf` alternatives. */
export function requiredFields(document: JsonObject, raw: JsonObject): string[] {
  const schema = flattenAllOf(document, deref(document, raw, '#').node);
  const lists = [
    schema,
    ...[schema.oneOf, schema.anyOf].flatMap((choice) => (Array.isArray(choice) ? choice.filter(isObject) : [])),
  ]
    .map((part) => deref(document, part, '#').node.required)
    .flatMap((required) => (Array.isArray(required) ? required : []));
  return [...new Set(lists.filter((k): k is string => typeof k === 'string'))];
}

/** The property names an object schema declares (after `allOf`). */
export function propertyNames(document: JsonObject, raw: JsonObject): string[] {
  const schema = flattenAllOf(document, deref(document, raw, '#').node);
  return isObject(schema.properties) ? Object.keys(schema.properties) : [];
}
