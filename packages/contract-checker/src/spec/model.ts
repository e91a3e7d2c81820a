/** The operations of a bundled OpenAPI 3.1 document, with parameters, bodies and responses dereferenced. */
import { childPointer, deref, isObject, pointer, type JsonObject, type JsonValue } from './json';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
  example?: JsonValue;
}

export interface Media {
  /** The media range as documented, e.g. `application/json`. */
  type: string;
  /** Pointer to the schema in the document (absent when the media type has none). */
  schemaAt?: string;
  schema?: JsonObject;
  example?: JsonValue;
}

export interface ResponseHeader {
  name: string;
  required: boolean;
  schemaAt?: string;
  schema?: JsonObject;
}

export interface DocumentedResponse {
  /** `200`, `4XX` or `default`. */
  status: string;
  description: string;
  media: Media[];
  headers: ResponseHeader[];
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path template relative to the API root, e.g. `/courses/courses/{id}/`. */
  path: string;
  tag: string;
  /** `security: []` (or `{}` among its options): callable without a token. */
  public: boolean;
  parameters: Parameter[];
  requestBody?: { required: boolean; media: Media[] };
  responses: DocumentedResponse[];
}

export interface SpecModel {
  document: JsonObject;
  title: string;
  version: string;
  /** Tags in the document's order (the report groups by them). */
  tags: string[];
  operations: Operation[];
  byId: Map<string, Operation>;
}

const asObject = (value: JsonValue | undefined): JsonObject => (isObject(value) ? value : {});
const asArray = (value: JsonValue | undefined): JsonValue[] => (Array.isArray(value) ? value : []);

function media(document: JsonObject, content: JsonValue | undefined, at: string): Media[] {
  return Object.entries(asObject(content)).map(([type, raw]) => {
    const entry = asObject(raw);
    const item: Media = { type };
    if (isObject(entry.schema)) {
      item.schemaAt = childPointer(at, type, 'schema');
      item.schema = deref(document, entry.schema, item.schemaAt).node;
    }
    if (entry.example !== undefined) item.example = entry.example;
    else {
      const first = Object.values(asObject(entry.examples))[0];
      if (isObject(first) && first.value !== undefined) item.example = first.value;
    }
    return item;
  });
}

function parameters(document: JsonObject, list: JsonValue[], at: string): Parameter[] {
  return list.filter(isObject).map((raw, index) => {
    const { node } = deref(document, raw, childPointer(at, index));
    const location = node.in;
    if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') {
      throw new Error(`Parameter ${String(node.name)} at ${at} has no valid "in".`);
    }
    const schema = isObject(node.schema) ? deref(document, node.schema, `${at}/schema`).node : {};
    const parameter: Parameter = {
      name: String(node.name),
      in: location,
      required: location === 'path' || node.required === true,
      schema,
    };
    const example = node.example ?? schema.example ?? asArray(schema.examples)[0];
    if (example !== undefined) parameter.example = example;
    return parameter;
  });
}

function responses(document: JsonObject, raw: JsonValue | undefined, at: string): DocumentedResponse[] {
  return Object.entries(asObject(raw)).map(([status, value]) => {
    const located = deref(document, asObject(value), childPointer(at, status));
    const headers = Object.entries(asObject(located.node.headers)).map(([name, headerValue]) => {
      const header = deref(document, asObject(headerValue), childPointer(located.at, 'headers', name));
      const documented: ResponseHeader = { name, required: header.node.required === true };
      if (isObject(header.node.schema)) {
        documented.schemaAt = childPointer(header.at, 'schema');
        documented.schema = deref(document, header.node.schema, documented.schemaAt).node;
      }
      return documented;
    });
    return {
      status,
      description: typeof located.node.description === 'string' ? located.node.description : '',
      media: media(document, located.node.content, childPointer(located.at, 'content')),
      headers,
    };
  });
}

const isPublic = (security: JsonValue | undefined): boolean => {
  const list = asArray(security);
  // `[{}, {Token: []}]` lets anyone call too: the token is optional.
  return list.length === 0 || list.some((entry) => isObject(entry) && Object.keys(entry).length === 0);
};

export function buildModel(document: JsonObject): SpecModel {
  const operations: Operation[] = [];
  const globalSecurity = document.security;
  for (const [path, rawItem] of Object.entries(asObject(document.paths))) {
    const itemAt = pointer('paths', path);
    const item = deref(document, asObject(rawItem), itemAt);
    const shared = parameters(document, asArray(item.node.parameters), childPointer(item.at, 'parameters'));
    for (const lower of HTTP_METHODS) {
      const raw = item.node[lower];
      if (!isObject(raw)) continue;
      const at = childPointer(item.at, lower);
      const own = parameters(document, asArray(raw.parameters), childPointer(at, 'parameters'));
      // An operation's parameter overrides a path-level one with the same name and location.
      const merged = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const operation: Operation = {
        operationId: typeof raw.operationId === 'string' ? raw.operationId : `${lower} ${path}`,
        method: lower.toUpperCase() as HttpMethod,
        path,
        tag: typeof asArray(raw.tags)[0] === 'string' ? String(asArray(raw.tags)[0]) : 'untagged',
        public: isPublic(raw.security ?? globalSecurity),
        parameters: merged,
        responses: responses(document, raw.responses, childPointer(at, 'responses')),
      };
      if (isObject(raw.requestBody)) {
        const body = deref(document, raw.requestBody, childPointer(at, 'requestBody'));
        operation.requestBody = {
          required: body.node.required === true,
          media: media(document, body.node.content, childPointer(body.at, 'content')),
        };
      }
      operations.push(operation);
    }
  }
  const declared = asArray(document.tags)
    .filter(isObject)
    .map((tag) => String(tag.name));
  const tags = [...declared, ...new Set(operations.map((op) => op.tag).filter((tag) => !declared.includes(tag)))];
  const info = asObject(document.info);
  return {
    document,
    title: typeof info.title === 'string' ? info.title : 'API',
    version: typeof info.version === 'string' ? info.version : '',
    tags,
    operations,
    byId: new Map(operations.map((op) => [op.operationId, op])),
  };
}

export const pathParameters = (op: Operation): Parameter[] => op.parameters.filter((p) => p.in === 'path');

export const jsonMedia = (list: Media[]): Media | undefined => list.find((m) => isJsonType(m.type));

export const isJsonType = (type: string): boolean => {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'application/json' || base.endsWith('+json');
};

/** The documented response for a status: exact code, then its range (`4XX`), then `default`. */
export function documentedResponse(op: Operation, status: number): DocumentedResponse | undefined {
  const code = String(status);
  return (
    op.responses.find((r) => r.status === code) ??
    op.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    op.responses.find((r) => r.status === 'default')
  );
}
