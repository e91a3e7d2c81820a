/**
 * The contract test's judge (tests only; ajv is a dev tool): does an answer have a status the
 * operation documents, a documented content type, and a body valid under JSON Schema 2020-12
 * against the bundled spec's schema for that status (formats checked by ajv-formats)?
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { responseSpec, spec, specOperation } from './spec';

const DOCUMENT_ID = 'https://ujuzi.test/openapi.json';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// Only the components are schemas; `#/components/...` references resolve inside this document.
ajv.addSchema({ $id: DOCUMENT_ID, components: spec.components });

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
    : { $id: `${DOCUMENT_ID}/answers/${encodeURIComponent(key)}`, ...rebase(raw.content?.['application/json']?.schema) };
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
