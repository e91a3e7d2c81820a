/**
 * A small schema-driven generator over the bundled spec: a value that satisfies a schema, examples
 * first (when they satisfy it), then type, format, enum, pattern, bounds, required properties,
 * nullable types, `$ref` and `allOf`/`oneOf`/`anyOf`. Stable by default; pass `pick` to vary it.
 */
import { isValid, typesOf } from './check';
import { sampleForPattern } from './pattern';
import { resolveSchema, type JsonSchema, type JsonType } from './spec';

export interface GenerateOptions {
  /** Which of several list items this is (0 for the first): later ones vary their examples. */
  variant?: number;
  /** Chooses an index below `length`; the default always takes the first choice. */
  pick?: (length: number) => number;
  /** Fill optional properties too (answers look complete); requests only need the required ones. */
  optional?: boolean;
  /** The reference "now" for dates. */
  now?: Date;
}

const MAX_DEPTH = 8;
const first = (): number => 0;

/** Realistic strings for common property names, when a schema has no example. */
const NAMED_STRINGS: [RegExp, string][] = [
  [/^first_name$/, 'Wanjiku'],
  [/^last_name$/, 'Kamau'],
  [/(^|_)name$/, 'Ujuzi'],
  [/title$/, 'Introduction to Python'],
  [/slug$/, 'introduction-to-python'],
  [/phone/, '+254712345678'],
  [/(^|_)(city|county)$/, 'Nairobi'],
  [/country$/, 'Kenya'],
  [/currency$/, 'KES'],
  [/address$/, 'Kenyatta Avenue, Nairobi'],
  [/(description|message|body|bio|notes|remarks|content|reason)$/, 'Sample text from the Ujuzi mock backend.'],
];

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

function stringFor(schema: JsonSchema, name: string, options: Required<GenerateOptions>): string {
  const now = options.now;
  switch (schema.format) {
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'date-time':
      return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    case 'email':
      return 'wanjiku.kamau@example.co.ke';
    case 'uri':
      return 'https://ujuzi.example.co.ke/';
    case 'uuid':
      return '3f0c2a9e-6a1b-4c2d-9e8f-0a1b2c3d4e5f';
    case 'binary':
      return '';
  }
  let text = schema.pattern
    ? sampleForPattern(schema.pattern, options.pick)
    : (NAMED_STRINGS.find(([pattern]) => pattern.test(name))?.[1] ?? 'sample');
  if (schema.minLength !== undefined && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

function numberFor(schema: JsonSchema, integer: boolean): number {
  let low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined);
  low ??= high !== undefined ? Math.min(1, high) : 1;
  const value = integer ? Math.ceil(low) : low;
  return high !== undefined && value > high ? high : value;
}

function generateAt(schema: JsonSchema, name: string, depth: number, options: Required<GenerateOptions>): unknown {
  const resolved = resolveSchema(schema);
  const candidates = [schema.example, resolved.example, ...(resolved.examples ?? []), resolved.default];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    // A second list item gets a varied copy of a text example, when the schema still accepts it.
    const varied =
      options.variant > 0 && typeof candidate === 'string' && !resolved.enum ? `${candidate} ${options.variant + 1}` : candidate;
    if (varied !== candidate && isValid(resolved, varied)) return varied;
    if (isValid(resolved, candidate)) return clone(candidate);
  }
  if (resolved.const !== undefined) return clone(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return clone(resolved.enum[options.pick(resolved.enum.length)]);

  if (resolved.allOf) {
    const merged: Record<string, unknown> = {};
    for (const part of resolved.allOf) Object.assign(merged, generateAt(part, name, depth + 1, options));
    return merged;
  }
  const union = resolved.oneOf ?? resolved.anyOf;
  if (union && union.length > 0) {
    // Prefer a non-null branch: a realistic answer has the value.
    const branches = union.filter((branch) => !typesOf(resolveSchema(branch)).every((type) => type === 'null'));
    const branch = resolveSchema(branches[0] ?? union[0] ?? {});
    const base: JsonSchema = { ...resolved, oneOf: undefined, anyOf: undefined };
    const hasBase = typesOf(base).length > 0 || base.properties !== undefined;
    // A branch may only add constraints to the base (`anyOf: [{ required: [a] }, { required: [b] }]`): merge them.
    const effective: JsonSchema = hasBase
      ? {
          ...base,
          ...branch,
          type: branch.type ?? base.type,
          properties: { ...base.properties, ...branch.properties },
          required: [...new Set([...(base.required ?? []), ...(branch.required ?? [])])],
          example: undefined,
        }
      : branch;
    return generateAt(effective, name, depth + 1, options);
  }

  const types = typesOf(resolved);
  const type: JsonType =
    types.find((candidate) => candidate !== 'null') ?? types[0] ?? (resolved.properties ? 'object' : 'string');
  if (depth > MAX_DEPTH) return type === 'array' ? [] : types.includes('null') ? null : type === 'object' ? {} : undefined;

  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
      return numberFor(resolved, true);
    case 'number':
      return numberFor(resolved, false);
    case 'string':
      return stringFor(resolved, name, options);
    case 'array': {
      const count = Math.max(resolved.minItems ?? 1, 1);
      const items: unknown[] = [];
      for (let index = 0; items.length < count && index < count * 4; index++) {
        // Later items vary their choices (and, for unique lists, their text) so they differ.
        const variant = { ...options, pick: (length: number) => (options.pick(length) + index) % length, variant: index };
        const item = resolved.items ? generateAt(resolved.items, name, depth + 1, variant) : `sample ${index + 1}`;
        if (resolved.uniqueItems && items.some((other) => JSON.stringify(other) === JSON.stringify(item))) continue;
        items.push(item);
      }
      return resolved.maxItems !== undefined ? items.slice(0, resolved.maxItems) : items;
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(resolved.required ?? []);
      for (const [key, property] of Object.entries(resolved.properties ?? {})) {
        if (!required.has(key) && (!options.optional || property.writeOnly)) continue;
        const value = generateAt(property, key, depth + 1, options);
        if (value !== undefined) result[key] = value;
      }
      const extra = resolved.additionalProperties;
      if (resolved.minProperties && Object.keys(result).length < resolved.minProperties) {
        const key = Object.keys(resolved.properties ?? {}).find((candidate) => !(candidate in result));
        if (key && resolved.properties?.[key]) result[key] = generateAt(resolved.properties[key], key, depth + 1, options);
        else if (typeof extra === 'object') result.sample = generateAt(extra, 'sample', depth + 1, options);
      }
      return result;
    }
  }
}

/** A value satisfying `schema`. */
export function generate(schema: JsonSchema, options: GenerateOptions = {}): unknown {
  return generateAt(schema, '', 0, settle(options));
}

/** The generator's value for one named property (name-based realism, then the schema). */
export function generateNamed(schema: JsonSchema, name: string, options: GenerateOptions = {}): unknown {
  return generateAt(schema, name, 0, settle(options));
}

const settle = (options: GenerateOptions): Required<GenerateOptions> => ({
  pick: options.pick ?? first,
  optional: options.optional ?? true,
  now: options.now ?? new Date(),
  variant: options.variant ?? 0,
});
