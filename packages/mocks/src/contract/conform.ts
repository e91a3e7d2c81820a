/**
 * Repairs a value so it satisfies a schema, keeping every part that already does: valid properties
 * stay, invalid ones are regenerated, missing required ones are added. The fallback answers and the
 * generic create/update handlers pass through it, so what the mocks answer is always contract-true.
 */
import { isValid, typeOf, typesOf } from './check';
import { generateNamed, type GenerateOptions } from './generate';
import { resolveSchema, type JsonSchema } from './spec';

function conformAt(schema: JsonSchema, value: unknown, name: string, options: GenerateOptions): unknown {
  if (isValid(schema, value)) return value;
  const resolved = resolveSchema(schema);

  const union = resolved.oneOf ?? resolved.anyOf;
  if (union) {
    const sameType = union.find((branch) => {
      const types = typesOf(resolveSchema(branch));
      return types.length === 0
        ? typeOf(value) === 'object'
        : types.some((type) => type === typeOf(value) || (type === 'number' && typeOf(value) === 'integer'));
    });
    const repaired = sameType ? conformAt(sameType, value, name, options) : undefined;
    return repaired !== undefined && isValid(schema, repaired) ? repaired : generateNamed(schema, name, options);
  }

  if (typeOf(value) === 'object' && (resolved.properties || resolved.allOf || typesOf(resolved).includes('object'))) {
    let record = { ...(value as Record<string, unknown>) };
    for (const part of resolved.allOf ?? []) record = conformAt(part, record, name, options) as Record<string, unknown>;
    const properties = resolved.properties ?? {};
    for (const [key, property] of Object.entries(properties)) {
      if (record[key] !== undefined) record[key] = conformAt(property, record[key], key, options);
    }
    for (const key of resolved.required ?? []) {
      if (record[key] === undefined) record[key] = generateNamed(properties[key] ?? {}, key, options);
    }
    if (resolved.additionalProperties === false) {
      record = Object.fromEntries(Object.entries(record).filter(([key]) => key in properties));
    } else if (typeof resolved.additionalProperties === 'object') {
      const extra = resolved.additionalProperties;
      for (const key of Object.keys(record)) if (!(key in properties)) record[key] = conformAt(extra, record[key], key, options);
    }
    return isValid(schema, record) ? record : generateNamed(schema, name, options);
  }

  if (Array.isArray(value) && typesOf(resolved).includes('array')) {
    let items = resolved.items ? value.map((item) => conformAt(resolved.items ?? {}, item, name, options)) : [...value];
    if (resolved.uniqueItems)
      items = items.filter((item, index) => items.findIndex((other) => JSON.stringify(other) === JSON.stringify(item)) === index);
    if (resolved.maxItems !== undefined) items = items.slice(0, resolved.maxItems);
    const repaired = items.length >= (resolved.minItems ?? 0) ? items : undefined;
    return repaired && isValid(schema, repaired) ? repaired : generateNamed(schema, name, options);
  }

  return generateNamed(schema, name, options);
}

/** `value` if it satisfies `schema`, else the closest repaired value that does. */
export function conform<T = unknown>(schema: JsonSchema, value: unknown, options: GenerateOptions = {}): T {
  return conformAt(schema, value, '', options) as T;
}
