/** JSON values, JSON Pointers (RFC 6901) and local `$ref` resolution inside one document. */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** `pointer('paths', '/health/', 'get')` → `#/paths/~1health~1/get`. */
export const pointer = (...segments: (string | number)[]): string =>
  `#${segments.map((segment) => `/${escapeSegment(String(segment))}`).join('')}`;

export const childPointer = (parent: string, ...segments: (string | number)[]): string => parent + pointer(...segments).slice(1);

export function valueAt(document: JsonValue, at: string): JsonValue | undefined {
  if (!at.startsWith('#')) return undefined;
  let node: JsonValue | undefined = document;
  for (const raw of at.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(unescapeSegment(raw));
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

export interface Located<T extends JsonValue = JsonObject> {
  node: T;
  /** Where the node lives in the document, as a `#/…` pointer. */
  at: string;
}

const MAX_REF_HOPS = 16;

/** Follows local `$ref`s (`#/components/...`) until a node without one; external references are not supported. */
export function deref(document: JsonValue, node: JsonObject, at: string): Located {
  let current: Located = { node, at };
  for (let hop = 0; hop < MAX_REF_HOPS; hop += 1) {
    const ref = current.node.$ref;
    if (typeof ref !== 'string') return current;
    const target = valueAt(document, ref);
    if (!isObject(target)) throw new Error(`Unresolvable $ref ${ref} at ${current.at}`);
    current = { node: target, at: ref };
  }
  throw new Error(`$ref chain longer than ${MAX_REF_HOPS} hops at ${at}`);
}

/** JSON Pointer of an instance (`/results/0/title`) as a JSON path (`$.results[0].title`). */
export function jsonPath(instancePointer: string): string {
  const segments = instancePointer.split('/').slice(1).map(unescapeSegment);
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment)
        ? `${path}[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `${path}.${segment}`
          : `${path}[${JSON.stringify(segment)}]`,
    '$',
  );
}

/** A short, single-line rendering of a value for reports. */
export function preview(value: unknown, limit = 120): string {
  const text = value === undefined ? 'undefined' : typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value);
  const oneLine = (text ?? String(value)).replace(/\s+/g, ' ');
  return oneLine.length > limit ? `${oneLine.slice(0, limit - 1)}…` : oneLine;
}
