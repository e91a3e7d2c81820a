/**
 * Finds values for an operation's path parameters and required query parameters: from the --config file, from the list the
 * resource belongs to (GET /courses/courses/{id}/ takes an id from GET /courses/courses/), or from the schema's enum/example.
 */
import type { CheckerConfig, ParameterValue } from '../config';
import { isObject, type JsonValue } from '../spec/json';
import type { Operation, Parameter, SpecModel } from '../spec/model';

export type ListItems = { kind: 'items'; items: JsonValue[] } | { kind: 'problem'; reason: string };

/** Fetches a list operation at a concrete path (the runner caches and reports it). */
export type ListFetcher = (listOp: Operation, concretePath: string, query: Record<string, string>) => Promise<ListItems>;

export type Resolution =
  | { kind: 'resolved'; path: string; query: Record<string, string>; values: Record<string, ParameterValue> }
  | { kind: 'unresolved'; reason: string };

/**
 * Link tokens are one-time secrets whose GET acts on them (confirm, unsubscribe, reset): the checker never takes them from a
 * list, only from --config.
 */
export const SECRET_PARAMETERS = new Set(['token', 'uid']);

const MAX_DEPTH = 3;

/** `/a/b/` → [`/a/b/`, `/a/`]: the collection itself, then its ancestors. */
function collectionsFrom(prefix: string): string[] {
  const result: string[] = [];
  let current = prefix.endsWith('/') ? prefix : `${prefix}/`;
  while (current.split('/').filter(Boolean).length > 0) {
    result.push(current);
    current = current.replace(/[^/]+\/$/, '');
  }
  return result;
}

/** The field of `item` that carries `name`: the same name, else the one field ending in `_<name>` (`verification_hash` for `hash`). */
function fieldValue(item: JsonValue, name: string): string | number | undefined {
  if (!isObject(item)) return undefined;
  const exact = item[name];
  if (typeof exact === 'string' || typeof exact === 'number') return exact;
  const suffixed = Object.keys(item).filter((key) => key.endsWith(`_${name}`));
  const only = suffixed.length === 1 && suffixed[0] !== undefined ? item[suffixed[0]] : undefined;
  return typeof only === 'string' || typeof only === 'number' ? only : undefined;
}

const concrete = (template: string, values: Record<string, ParameterValue>): string =>
  template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : encodeURIComponent(String(values[name])),
  );

export function configured(config: CheckerConfig, op: Operation, name: string): ParameterValue | undefined {
  return config.parameters[op.operationId]?.[name] ?? config.parameters[op.path]?.[name] ?? config.parameters['*']?.[name];
}

const schemaValue = (parameter: Parameter): ParameterValue | undefined => {
  const enumValues = Array.isArray(parameter.schema.enum) ? parameter.schema.enum : [];
  const fromEnum = enumValues.find((value) => value !== null);
  const candidates = [fromEnum, parameter.example, parameter.schema.default];
  const found = candidates.find((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean');
  return found as ParameterValue | undefined;
};

export interface ParameterResolver {
  /** `fixed` values win over everything (the unknown-id check sets `id` to 999999999). */
  resolve(op: Operation, fixed?: Record<string, ParameterValue>): Promise<Resolution>;
}

export function createParameterResolver(model: SpecModel, config: CheckerConfig, fetchList: ListFetcher): ParameterResolver {
  const listOps = new Map(model.operations.filter((op) => op.method === 'GET').map((op) => [op.path, op]));

  async function fromLists(
    collections: string[],
    name: string,
    depth: number,
    onlyFirst: boolean,
  ): Promise<{ value: string | number } | { reason: string }> {
    const problems: string[] = [];
    for (const collection of onlyFirst ? collections.slice(0, 1) : collections) {
      const listOp = listOps.get(collection);
      if (!listOp) continue;
      const listPath = await resolveOp(listOp, {}, depth + 1);
      if (listPath.kind === 'unresolved') {
        problems.push(`GET ${collection}: ${listPath.reason}`);
        continue;
      }
      const items = await fetchList(listOp, listPath.path, listPath.query);
      if (items.kind === 'problem') {
        problems.push(`GET ${collection} ${items.reason}`);
        continue;
      }
      if (items.items.length === 0) {
        problems.push(`GET ${collection} has no items`);
        continue;
      }
      for (const item of items.items) {
        const value = fieldValue(item, name);
        if (value !== undefined) return { value };
      }
      problems.push(`items of GET ${collection} have no "${name}" field`);
    }
    const where = onlyFirst ? collections[0] : collections.join(', ');
    return { reason: problems.length > 0 ? problems.join('; ') : `no list operation at ${where} to take it from` };
  }

  async function resolveOp(op: Operation, fixed: Record<string, ParameterValue>, depth: number): Promise<Resolution> {
    if (depth > MAX_DEPTH) return { kind: 'unresolved', reason: 'lists nest too deeply' };
    const values: Record<string, ParameterValue> = {};
    const query: Record<string, string> = {};
    for (const parameter of op.parameters) {
      const isPath = parameter.in === 'path';
      if (!isPath && !(parameter.in === 'query' && parameter.required)) continue;
      const name = parameter.name;
      let value: ParameterValue | undefined = fixed[name] ?? configured(config, op, name);
      if (value === undefined && isPath) {
        if (SECRET_PARAMETERS.has(name)) {
          return {
            kind: 'unresolved',
            reason: `{${name}} is a one-time link secret, never taken from a list; give a scratch value in --config`,
          };
        }
        const enumValue = Array.isArray(parameter.schema.enum) ? schemaValue(parameter) : undefined;
        if (enumValue !== undefined) value = enumValue;
        else {
          const prefix = op.path.slice(0, op.path.indexOf(`{${name}}`));
          // An {id} belongs to the collection right before it; slugs, hashes and numbers may come from an ancestor list.
          const found = await fromLists(collectionsFrom(prefix), name, depth, name === 'id');
          if ('reason' in found) return { kind: 'unresolved', reason: `{${name}}: ${found.reason}; give it in --config` };
          value = found.value;
        }
      }
      if (value === undefined && !isPath) {
        value = Array.isArray(parameter.schema.enum) ? schemaValue(parameter) : undefined;
        if (value === undefined) {
          const parent = op.path.replace(/[^/]+\/$/, '');
          const found = await fromLists(collectionsFrom(parent), name, depth, false);
          value = 'value' in found ? found.value : schemaValue(parameter);
        }
        if (value === undefined) {
          return {
            kind: 'unresolved',
            reason: `required query parameter "${name}" has no example, enum or list to take it from; give it in --config`,
          };
        }
      }
      if (value === undefined) continue;
      values[name] = value;
      if (!isPath) query[name] = String(value);
    }
    return { kind: 'resolved', path: concrete(op.path, values), query, values };
  }

  return { resolve: (op, fixed = {}) => resolveOp(op, fixed, 0) };
}
