// The contract's own rules beyond Redocly's lint: what every operation must say so that the SDK,
// the hooks, the mocks and the backend teams' checks are worth something.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
}
interface Media {
  schema?: Schema;
}
interface Response {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { $ref?: string; in?: string; name?: string }[];
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, Response>;
}

const spec = JSON.parse(readFileSync(new URL('../src/gen/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
  tags: { name: string }[];
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Operation })),
);
const label = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

const resolve = (schema: Schema): Schema => {
  let current = schema;
  while (current.$ref) current = spec.components.schemas[current.$ref.split('/').pop() ?? ''] ?? {};
  return current;
};

/** A body type that says something: not a bare `object`/`{}`. */
function isTyped(schema: Schema | undefined, depth = 0): boolean {
  if (!schema || depth > 20) return false;
  const s = resolve(schema);
  // Properties type the body; an `anyOf` beside them only says which are required.
  if (Object.keys(s.properties ?? {}).length > 0) return true;
  if (s.allOf) return s.allOf.some((part) => isTyped(part, depth + 1));
  if (s.oneOf ?? s.anyOf) return (s.oneOf ?? s.anyOf ?? []).every((part) => isTyped(part, depth + 1));
  if (s.enum || s.format === 'binary') return true;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('array')) return isTyped(s.items, depth + 1);
  if (types.includes('object') || s.properties) {
    return (
      Object.keys(s.properties ?? {}).length > 0 ||
      (typeof s.additionalProperties === 'object' && isTyped(s.additionalProperties, depth + 1))
    );
  }
  return types.some((t) => t !== undefined && t !== 'null');
}

const responseOf = (response: Response): Response =>
  response.$ref ? (spec.components.responses[response.$ref.split('/').pop() ?? ''] ?? {}) : response;

const isPublic = (op: Operation) => Array.isArray(op.security) && op.security.every((s) => Object.keys(s as object).length === 0);
/** Anyone may call it (`security: [{}]`, or `[{}, {Token: []}]` where a signed-in caller's token changes the answer). */
const anonymousAllowed = (op: Operation) =>
  Array.isArray(op.security) && (op.security.length === 0 || op.security.some((s) => Object.keys(s as object).length === 0));

describe('every operation of the contract', () => {
  it('has a unique camelCase operationId (verb-noun; the session verbs login, register, logout stand alone)', () => {
    const ids = operations.map(({ op }) => op.operationId ?? '');
    const sessionVerbs = ['login', 'register', 'logout'];
    expect(ids.filter((id) => !/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id) && !sessionVerbs.includes(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('has exactly one tag, a declared group, and a summary', () => {
    const groups = new Set(spec.tags.map((tag) => tag.name));
    const bad = operations.filter(({ op }) => op.tags?.length !== 1 || !groups.has(op.tags[0] ?? '') || !op.summary?.trim());
    expect(bad.map(label)).toEqual([]);
  });

  it('types every 2xx body', () => {
    const untyped = operations.flatMap((entry) =>
      Object.entries(entry.op.responses)
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, raw]) =>
          Object.entries(responseOf(raw).content ?? {})
            .filter(([, media]) => !isTyped(media.schema))
            .map(([type]) => `${label(entry)} ${status} ${type}`),
        ),
    );
    expect(untyped).toEqual([]);
  });

  it('types every request body', () => {
    const untyped = operations.flatMap((entry) =>
      Object.entries(entry.op.requestBody?.content ?? {})
        .filter(([, media]) => !isTyped(media.schema))
        .map(([type]) => `${label(entry)} ${type}`),
    );
    expect(untyped).toEqual([]);
  });

  it('answers 401 when it needs a token', () => {
    expect(operations.filter(({ op }) => !anonymousAllowed(op) && !op.responses['401']).map(label)).toEqual([]);
  });

  it('answers 400 when it takes a body', () => {
    expect(operations.filter(({ op }) => op.requestBody && !op.responses['400']).map(label)).toEqual([]);
  });

  it('answers 404 on a path that names one resource', () => {
    const missing = operations.filter(({ path, op }) => /\{(id|pk|slug)\}/i.test(path) && !op.responses['404']);
    expect(missing.map(label)).toEqual([]);
  });

  it('answers 429 on public writes', () => {
    const missing = operations.filter(
      ({ method, op, path }) =>
        method !== 'get' && isPublic(op) && !path.includes('webhook') && !path.startsWith('/webhooks/') && !op.responses['429'],
    );
    expect(missing.map(label)).toEqual([]);
  });

  it('lists pages in the DRF envelope', () => {
    const lists = operations.filter(
      ({ method, op }) => method === 'get' && op.parameters?.some((p) => p.$ref?.endsWith('/Page') || p.name === 'page'),
    );
    const notPaginated = lists.filter(({ op }) => {
      const body = responseOf(op.responses['200'] ?? {}).content?.['application/json']?.schema;
      const resolved = body ? resolve(body) : undefined;
      const parts = resolved?.allOf?.map(resolve) ?? [];
      return !parts.some((part) => part.properties?.count && part.properties.next);
    });
    expect(notPaginated.map(label)).toEqual([]);
  });
});
