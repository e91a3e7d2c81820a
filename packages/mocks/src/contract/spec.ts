/**
 * The bundled OpenAPI document (packages/api/src/gen/openapi.json) as the mock backend reads it:
 * an operation's documented statuses, its response and request schemas, and `$ref` resolution.
 */
// The bundled spec is generated into packages/api; `@ujuzi/api` declares a `./spec` export for it but
// does not ship the file yet, so the one import of it lives here.
import bundled from '../../../api/src/gen/openapi.json';

/** The subset of JSON Schema 2020-12 the spec uses. */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  format?: string;
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  allOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  not?: JsonSchema;
  example?: unknown;
  examples?: readonly unknown[];
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  description?: string;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
  };
}

export const spec = bundled as unknown as OpenApiDocument;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  object: OperationObject;
}

const byId = new Map<string, SpecOperation>();
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of HTTP_METHODS) {
    const object = item[method] as OperationObject | undefined;
    if (object?.operationId)
      byId.set(object.operationId, { operationId: object.operationId, method: method.toUpperCase(), path, object });
  }
}

export function specOperation(operationId: string): SpecOperation {
  const found = byId.get(operationId);
  if (!found) throw new Error(`The spec has no operation ${operationId}`);
  return found;
}

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

/** Follows `$ref`s to `#/components/schemas/…` until a schema without one. */
export function resolveSchema(schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const target = spec.components.schemas[refName(current.$ref)];
    if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

export const componentSchema = (name: string): JsonSchema => {
  const schema = spec.components.schemas[name];
  if (!schema) throw new Error(`The spec has no schema ${name}`);
  return schema;
};

function resolveResponse(response: ResponseObject): ResponseObject {
  return response.$ref ? (spec.components.responses[refName(response.$ref)] ?? response) : response;
}

/** The statuses an operation documents, as numbers (`default` is left out). */
export function documentedStatuses(operationId: string): number[] {
  return Object.keys(specOperation(operationId).object.responses)
    .filter((status) => /^\d{3}$/.test(status))
    .map(Number);
}

export const documents = (operationId: string, status: number): boolean =>
  String(status) in specOperation(operationId).object.responses;

/** The documented answer for a status: its content types, JSON schema and example, if any. */
export function responseSpec(
  operationId: string,
  status: number,
): { contentTypes: string[]; schema?: JsonSchema; example?: unknown } | undefined {
  const raw = specOperation(operationId).object.responses[String(status)];
  if (!raw) return undefined;
  const response = resolveResponse(raw);
  const content = response.content ?? {};
  const json = content['application/json'];
  return { contentTypes: Object.keys(content), schema: json?.schema, example: json?.example };
}

/** The first documented 2xx (or 3xx) status: the status of a successful answer. */
export function successStatus(operationId: string): number {
  return documentedStatuses(operationId).find((status) => status >= 200 && status < 400) ?? 200;
}

/** The request body schema for a content type (`application/json` or `multipart/form-data`). */
export function requestSchema(
  operationId: string,
  contentType: 'application/json' | 'multipart/form-data',
): JsonSchema | undefined {
  return specOperation(operationId).object.requestBody?.content[contentType]?.schema;
}

export function requestContentTypes(operationId: string): string[] {
  return Object.keys(specOperation(operationId).object.requestBody?.content ?? {});
}

export interface ParameterSpec {
  name: string;
  in: ParameterObject['in'];
  required: boolean;
  schema: JsonSchema;
}

export function parameters(operationId: string): ParameterSpec[] {
  return (specOperation(operationId).object.parameters ?? []).map((raw) => {
    const parameter = raw.$ref ? (spec.components.parameters[refName(raw.$ref)] ?? raw) : raw;
    return { name: parameter.name, in: parameter.in, required: parameter.required ?? false, schema: parameter.schema ?? {} };
  });
}
