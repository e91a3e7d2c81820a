/** JSON Schema 2020-12 validation (with formats) of values against schemas that live anywhere in the bundled document. */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isObject, jsonPath, pointer, type JsonObject, type JsonValue } from './json';

const DOCUMENT_ID = 'urn:ujuzi:contract';

export interface SchemaError {
  /** JSON path of the offending value, e.g. `$.results[0].title` (`$` for the whole value). */
  path: string;
  /** Ajv's message, e.g. `must be string`. */
  message: string;
  /** Where in the document the broken rule lives, e.g. `#/components/schemas/Course/properties/title/type`. */
  schemaPath: string;
}

export interface SchemaValidator {
  /** Validates `value` against the schema at `schemaAt` (a `#/…` pointer into the document); `undefined` when valid. */
  validate(schemaAt: string, value: unknown): SchemaError | undefined;
}

/** Every object node of the document → its pointer, components first (so a shared schema is named by its component). */
function locations(document: JsonObject): Map<object, string> {
  const found = new Map<object, string>();
  const walk = (node: JsonValue, segments: string[]): void => {
    if (typeof node !== 'object' || node === null || found.has(node)) return;
    found.set(node, pointer(...segments));
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...segments, String(index)]));
    else for (const [key, value] of Object.entries(node)) walk(value, [...segments, key]);
  };
  if (isObject(document.components)) walk(document.components, ['components']);
  walk(document, []);
  return found;
}

export function createValidator(document: JsonObject): SchemaValidator {
  // OpenAPI adds keywords of its own (example, discriminator, xml, externalDocs): not strict, but every format checked.
  // `verbose` hands back the schema object that failed, which names the rule's place in the document.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, verbose: true });
  let where: Map<object, string> | undefined;
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  return {
    validate(schemaAt, value) {
      let validate = compiled.get(schemaAt);
      if (!validate) {
        validate = ajv.compile({ $ref: `${DOCUMENT_ID}${schemaAt}` });
        compiled.set(schemaAt, validate);
      }
      if (validate(value)) return undefined;
      const first = validate.errors?.[0];
      if (!first) return { path: '$', message: 'is invalid', schemaPath: '#' };
      // Point at the missing property itself rather than at its parent object.
      const missing = first.keyword === 'required' && typeof first.params.missingProperty === 'string';
      const instance = missing
        ? `${first.instancePath}/${String(first.params.missingProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`
        : first.instancePath;
      const allowed =
        first.keyword === 'enum' && Array.isArray(first.params.allowedValues) ? first.params.allowedValues : undefined;
      const message = missing
        ? 'is required'
        : allowed
          ? `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`
          : (first.message ?? 'is invalid');
      where ??= locations(document);
      const parent: unknown = first.parentSchema;
      const base = typeof parent === 'object' && parent !== null ? where.get(parent) : undefined;
      const schemaPath = base === undefined ? first.schemaPath.replace(DOCUMENT_ID, '') : `${base}/${first.keyword}`;
      return { path: jsonPath(instance), message, schemaPath };
    },
  };
}
