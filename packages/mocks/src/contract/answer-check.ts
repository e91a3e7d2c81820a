/**
 * The contract test's judge (tests only; ajv is a dev tool): does an answer have a status the
 * operation documents, a documented content type, and a body valid under JSON Schema 2020-12
 * against the bundled spec's schema for that status (formats checked by ajv-formats)?
 *
 * Answers are judged against closed schemas: a property the schema does not declare is a failure,
 * as a client generated from the spec (or Redocly Respect, which adds `unevaluatedProperties: false`)
 * sees it (issue 31: the course export answered a `subtitle` its schema did not declare). The spec's
 * schemas stay open for clients; only this judge closes them (`closeSchema`).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { responseSpec, spec, specOperation } from './spec';

const DOCUMENT_ID = 'https://ujuzi.test/openapi.json';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const COMPONENT_SCHEMA = '#/components/schemas/';
/** The open twin of a component schema: the same schema, not closed at its own level. */
const OPEN_SUFFIX = '__open';

/**
 * A copy of `schema` in which every object schema that lists `properties` (and says nothing of
 * others) refuses undeclared ones. A member of an `allOf` (or of a `oneOf`/`anyOf` beside
 * `properties`) stays open at its own level, so that the properties of its siblings count: the schema
 * holding them is closed instead, and `unevaluatedProperties` sees what every member evaluated.
 */
export function closeSchema(schema: unknown, open = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeSchema(item));
  if (!isNode(schema)) return schema;
  const copy: Node = {};
  const composesProperties = isNode(schema.properties);
  for (const [key, value] of Object.entries(schema)) {
    const membersOpen = key === 'allOf' || ((key === 'oneOf' || key === 'anyOf') && composesProperties);
    if (membersOpen && Array.isArray(value)) copy[key] = value.map((member) => openMember(member));
    else if (key === 'properties' && isNode(value))
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, closeSchema(property)]));
    else if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum' || key === 'const') copy[key] = value;
    else copy[key] = closeSchema(value);
  }
  const composed = ['allOf', 'oneOf', 'anyOf'].some((key) => Array.isArray(schema[key]));
  const declaresProperties = composesProperties || Array.isArray(schema.allOf);
  const saysNothingOfOthers = !(
    'additionalProperties' in schema ||
    'patternProperties' in schema ||
    'unevaluatedProperties' in schema
  );
  if (!open && declaresProperties && saysNothingOfOthers && (composesProperties || composed)) copy.unevaluatedProperties = false;
  return copy;
}

/** A member of a composition: its own level open, a component reference pointed at the open twin. */
function openMember(member: unknown): unknown {
  if (isNode(member) && typeof member.$ref === 'string' && member.$ref.startsWith(COMPONENT_SCHEMA))
    return { ...member, $ref: `${member.$ref}${OPEN_SUFFIX}` };
  return closeSchema(member, true);
}

const componentSchemas = (spec.components as { schemas?: Record<string, unknown> }).schemas ?? {};
const closedComponents = {
  ...spec.components,
  responses: closeSchema((spec.components as { responses?: unknown }).responses),
  schemas: Object.fromEntries(
    Object.entries(componentSchemas).flatMap(([name, schema]) => [
      [name, closeSchema(schema)],
      [`${name}${OPEN_SUFFIX}`, closeSchema(schema, true)],
    ]),
  ),
};
// Only the components are schemas; `#/components/...` references resolve inside this document.
ajv.addSchema({ $id: DOCUMENT_ID, components: closedComponents });

const validators = new Map<string, ValidateFunction>();

function validatorFor(operationId: string, status: number): ValidateFunction | undefined {
  const key = `${operationId} ${status}`;
  if (validators.has(key)) return validators.get(key);
  const raw = specOperation(operationId).object.responses[String(status)];
  if (!raw || !responseSpec(operationId, status)?.schema) return undefined;
  // Shared responses live in the registered document; a path's own schema compiles on its own with
  // its references pointed at the document.
  const schema = raw.$ref
    ? { $ref: `${DOCUMENT_ID}${raw.$ref}/content/application~1json/schema` }
    : {
        $id: `${DOCUMENT_ID}/answers/${encodeURIComponent(key)}`,
        ...rebase(closeSchema(raw.content?.['application/json']?.schema)),
      };
  const validate = ajv.compile(schema);
  validators.set(key, validate);
  return validate;
}

/** Points `#/components/...` references of a path-level schema at the registered document. */
function rebase(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)) as object;
}

export interface AnswerProblem {
  operationId: string;
  status: number;
  problem: string;
}

/** The problems of one answer against the contract (empty when it is contract-true). */
export async function checkAnswer(operationId: string, response: Response): Promise<string[]> {
  const status = response.status;
  const documented = responseSpec(operationId, status);
  if (!documented) return [`status ${status} is not documented`];
  const text = await response.text();
  if (status === 204 || documented.contentTypes.length === 0)
    return text === '' ? [] : [`status ${status} documents no body but got ${text.slice(0, 80)}`];
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!documented.contentTypes.includes(type))
    return [`content type ${type || '(none)'} is not one of ${documented.contentTypes.join(', ')}`];
  if (type !== 'application/json') return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`body is not JSON: ${text.slice(0, 80)}`];
  }
  const validate = validatorFor(operationId, status);
  if (!validate || validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    );
}

/** ajv's problems with a value against a component schema (`User`), for tests of the generator. */
export function checkComponent(name: string, value: unknown): string[] {
  const key = `component ${name}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/${name}` });
    validators.set(key, validate);
  }
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
}
