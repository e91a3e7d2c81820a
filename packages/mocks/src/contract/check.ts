/**
 * A compact JSON Schema 2020-12 checker for the keywords the spec uses. The mock backend uses it to
 * answer DRF-style field errors and to repair generated answers at run time; the contract test
 * checks every answer again with ajv, so the two must agree (formats follow ajv-formats' full mode).
 */
import { resolveSchema, type JsonSchema, type JsonType } from './spec';

export interface SchemaError {
  /** Where: property names and array indexes from the checked value. */
  path: (string | number)[];
  keyword: string;
  /** A DRF-style message for a person (`This field is required.`). */
  message: string;
}

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)$/i;
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const URI_CHAR = "[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2}";
const URI = new RegExp(
  `^[a-z][a-z0-9+\\-.]*://(?:${URI_CHAR})+(?:/(?:${URI_CHAR})*)*(?:\\?(?:${URI_CHAR}|[/?])*)?(?:#(?:${URI_CHAR}|[/?])*)?$`,
  'i',
);
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : (DAYS[month] ?? 0));
}

function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [zoneHours, zoneMinutes] = [Number(match[6] ?? 0), Number(match[7] ?? 0)];
  return hours <= 23 && minutes <= 59 && seconds < 60 && zoneHours <= 23 && zoneMinutes <= 59;
}

export function isDateTime(text: string): boolean {
  const parts = text.split(/t|\s/i);
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '');
}

const FORMATS: Record<string, (text: string) => boolean> = {
  date: isDate,
  'date-time': isDateTime,
  email: (text) => EMAIL.test(text),
  uri: (text) => URI.test(text),
  uuid: (text) => UUID.test(text),
};

const FORMAT_MESSAGES: Record<string, string> = {
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  'date-time': 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  email: 'Enter a valid email address.',
  uri: 'Enter a valid URL.',
  uuid: 'Must be a valid UUID.',
};

const TYPE_MESSAGES: Record<JsonType, string> = {
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Invalid data. Expected a dictionary.',
  null: 'This field must be empty.',
};

export function typeOf(value: unknown): JsonType | 'undefined' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object') return typeof value as JsonType;
  return 'undefined';
}

const matchesType = (type: JsonType, value: unknown): boolean => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

export const typesOf = (schema: JsonSchema): JsonType[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const patterns = new Map<string, RegExp>();
const regExp = (pattern: string): RegExp => {
  let compiled = patterns.get(pattern);
  if (!compiled) patterns.set(pattern, (compiled = new RegExp(pattern, 'u')));
  return compiled;
};

export const deepEqual = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

function checkInto(schema: JsonSchema, value: unknown, path: (string | number)[], errors: SchemaError[]): void {
  const resolved = resolveSchema(schema);
  const fail = (keyword: string, message: string, at = path) => errors.push({ path: at, keyword, message });

  for (const part of resolved.allOf ?? []) checkInto(part, value, path, errors);
  if (resolved.anyOf && !resolved.anyOf.some((part) => isValid(part, value))) {
    const best = closestBranch(resolved.anyOf, value);
    if (best) checkInto(best, value, path, errors);
    else fail('anyOf', 'Invalid value.');
  }
  if (resolved.oneOf) {
    const passing = resolved.oneOf.filter((part) => isValid(part, value)).length;
    if (passing === 0) {
      const best = closestBranch(resolved.oneOf, value);
      if (best) checkInto(best, value, path, errors);
      else fail('oneOf', 'Invalid value.');
    } else if (passing > 1) fail('oneOf', 'Ambiguous value.');
  }
  if (resolved.not && isValid(resolved.not, value)) fail('not', 'Invalid value.');

  const types = typesOf(resolved);
  if (types.length > 0 && !types.some((type) => matchesType(type, value))) {
    if (value === null) fail('type', 'This field may not be null.');
    else fail('type', TYPE_MESSAGES[types.find((type) => type !== 'null') ?? 'string']);
    return;
  }
  if (resolved.enum && !resolved.enum.some((option) => deepEqual(option, value))) {
    fail('enum', `"${String(value)}" is not a valid choice.`);
  }
  if (resolved.const !== undefined && !deepEqual(resolved.const, value)) fail('const', 'Invalid value.');

  if (typeof value === 'string') {
    const length = [...value].length;
    if (resolved.minLength !== undefined && length < resolved.minLength) {
      // Django's password validator words it its own way.
      const message =
        resolved.format === 'password'
          ? `This password is too short. It must contain at least ${resolved.minLength} characters.`
          : resolved.minLength === 1
            ? 'This field may not be blank.'
            : `Ensure this field has at least ${resolved.minLength} characters.`;
      fail('minLength', message);
    }
    if (resolved.maxLength !== undefined && length > resolved.maxLength) {
      fail('maxLength', `Ensure this field has no more than ${resolved.maxLength} characters.`);
    }
    if (resolved.pattern !== undefined && !regExp(resolved.pattern).test(value)) fail('pattern', 'Enter a valid value.');
    const format = resolved.format ? FORMATS[resolved.format] : undefined;
    if (format && !format(value)) fail('format', FORMAT_MESSAGES[resolved.format ?? ''] ?? 'Enter a valid value.');
  }

  if (typeof value === 'number') {
    if (resolved.minimum !== undefined && value < resolved.minimum)
      fail('minimum', `Ensure this value is greater than or equal to ${resolved.minimum}.`);
    if (resolved.maximum !== undefined && value > resolved.maximum)
      fail('maximum', `Ensure this value is less than or equal to ${resolved.maximum}.`);
    if (resolved.exclusiveMinimum !== undefined && value <= resolved.exclusiveMinimum)
      fail('exclusiveMinimum', `Ensure this value is greater than ${resolved.exclusiveMinimum}.`);
    if (resolved.exclusiveMaximum !== undefined && value >= resolved.exclusiveMaximum)
      fail('exclusiveMaximum', `Ensure this value is less than ${resolved.exclusiveMaximum}.`);
    if (
      resolved.multipleOf !== undefined &&
      Math.abs(value / resolved.multipleOf - Math.round(value / resolved.multipleOf)) > 1e-9
    ) {
      fail('multipleOf', `Ensure this value is a multiple of ${resolved.multipleOf}.`);
    }
  }

  if (Array.isArray(value)) {
    if (resolved.minItems !== undefined && value.length < resolved.minItems) {
      fail(
        'minItems',
        resolved.minItems === 1 ? 'This list may not be empty.' : `Ensure this field has at least ${resolved.minItems} elements.`,
      );
    }
    if (resolved.maxItems !== undefined && value.length > resolved.maxItems)
      fail('maxItems', `Ensure this field has no more than ${resolved.maxItems} elements.`);
    if (resolved.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length)
      fail('uniqueItems', 'Items must be unique.');
    if (resolved.items) {
      const items = resolved.items;
      value.forEach((item, index) => checkInto(items, item, [...path, index], errors));
    }
  }

  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of resolved.required ?? []) {
      if (record[name] === undefined) fail('required', 'This field is required.', [...path, name]);
    }
    const properties = resolved.properties ?? {};
    const keys = Object.keys(record).filter((key) => record[key] !== undefined);
    for (const key of keys) {
      const property = properties[key];
      if (property) checkInto(property, record[key], [...path, key], errors);
      else if (resolved.additionalProperties === false) fail('additionalProperties', 'Unknown field.', [...path, key]);
      else if (typeof resolved.additionalProperties === 'object')
        checkInto(resolved.additionalProperties, record[key], [...path, key], errors);
    }
    if (resolved.minProperties !== undefined && keys.length < resolved.minProperties)
      fail('minProperties', 'This field may not be empty.');
    if (resolved.maxProperties !== undefined && keys.length > resolved.maxProperties) fail('maxProperties', 'Too many fields.');
  }
}

/** The branch of a union whose type fits the value, to report its errors rather than a vague one. */
function closestBranch(branches: readonly JsonSchema[], value: unknown): JsonSchema | undefined {
  return branches.find((branch) => {
    const types = typesOf(resolveSchema(branch));
    return types.length === 0 || types.some((type) => matchesType(type, value));
  });
}

export function checkSchema(schema: JsonSchema, value: unknown): SchemaError[] {
  const errors: SchemaError[] = [];
  checkInto(schema, value, [], errors);
  return errors;
}

export function isValid(schema: JsonSchema, value: unknown): boolean {
  return checkSchema(schema, value).length === 0;
}
