/** The checks every answer goes through, the way Schemathesis does: no 5xx, documented status, content type, schema, headers, time. */
import type { HttpAnswer } from './http/client';
import type { CheckName, Failure } from './report/model';
import { isObject, preview, type JsonValue } from './spec/json';
import { documentedResponse, isJsonType, type Media, type Operation } from './spec/model';
import type { SchemaValidator } from './spec/validator';

export interface AnswerCheck {
  checks: CheckName[];
  failures: Failure[];
  /** The parsed JSON body, when the answer carried valid JSON. */
  json?: JsonValue;
}

const mediaMatches = (range: string, mediaType: string): boolean => {
  const [type = '', subtype = ''] = (range.split(';')[0] ?? '').trim().toLowerCase().split('/');
  const [actualType = '', actualSubtype = ''] = mediaType.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
};

/** Exact media types win over ranges (`image/png` before `image/*` before `*\/*`). */
const specificity = (range: string): number => (range.startsWith('*') ? 0 : range.includes('*') ? 1 : 2);

export function parseJson(text: string): { ok: true; value: JsonValue } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch {
    return { ok: false };
  }
}

const bodySnippet = (answer: HttpAnswer): string =>
  answer.text ? preview(answer.text.trim(), 160) : answer.bytes > 0 ? `${answer.bytes} bytes` : 'an empty body';

function coerceHeader(value: string, schema: Media['schema']): JsonValue {
  const type = schema?.type;
  const types = Array.isArray(type) ? type : [type];
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function checkAnswer(
  op: Operation,
  answer: HttpAnswer,
  validator: SchemaValidator,
  budgetMs: number | undefined,
): AnswerCheck {
  const checks: CheckName[] = ['server-error', 'status-documented'];
  const failures: Failure[] = [];
  let json: JsonValue | undefined;
  const textual = answer.text !== '';
  if (textual && isJsonType(answer.mediaType)) {
    const parsed = parseJson(answer.text);
    if (parsed.ok) json = parsed.value;
  }

  if (answer.status >= 500) {
    failures.push({ check: 'server-error', expected: 'no 5xx answer', actual: `${answer.status}: ${bodySnippet(answer)}` });
  }

  if (budgetMs !== undefined) {
    checks.push('response-time');
    if (answer.durationMs > budgetMs) {
      failures.push({ check: 'response-time', expected: `at most ${budgetMs} ms`, actual: `${answer.durationMs} ms` });
    }
  }

  const documented = documentedResponse(op, answer.status);
  if (!documented) {
    failures.push({
      check: 'status-documented',
      expected: `one of ${op.responses.map((r) => r.status).join(', ')}`,
      actual: `${answer.status}: ${bodySnippet(answer)}`,
    });
    return { checks, failures, ...(json === undefined ? {} : { json }) };
  }

  checks.push('content-type');
  const hasBody = answer.bytes > 0;
  let media: Media | undefined;
  if (documented.media.length === 0) {
    if (hasBody) {
      failures.push({
        check: 'content-type',
        expected: `no body (${documented.status} documents none)`,
        actual: `${answer.mediaType || 'no content type'}, ${bodySnippet(answer)}`,
      });
    }
  } else if (!answer.mediaType) {
    failures.push({
      check: 'content-type',
      expected: documented.media.map((m) => m.type).join(' or '),
      actual: hasBody ? 'no Content-Type header' : 'no body and no Content-Type header',
    });
  } else {
    media = [...documented.media]
      .sort((a, b) => specificity(b.type) - specificity(a.type))
      .find((m) => mediaMatches(m.type, answer.mediaType));
    if (!media) {
      failures.push({
        check: 'content-type',
        expected: documented.media.map((m) => m.type).join(' or '),
        actual: `${answer.mediaType}: ${bodySnippet(answer)}`,
      });
    }
  }

  if (media && isJsonType(media.type)) {
    checks.push('schema');
    if (json === undefined) {
      failures.push({ check: 'schema', expected: 'a JSON body', actual: `not JSON: ${bodySnippet(answer)}` });
    } else if (media.schemaAt) {
      const error = validator.validate(media.schemaAt, json);
      if (error) {
        failures.push({
          check: 'schema',
          expected: `${error.path} ${error.message} (${error.schemaPath})`,
          actual: valueAtPath(json, error.path),
          path: error.path,
        });
      }
    }
  }

  if (documented.headers.length > 0) {
    checks.push('headers');
    for (const header of documented.headers) {
      const name = header.name.toLowerCase();
      if (name === 'content-type') continue;
      const value = answer.headers.get(name);
      if (value === undefined) {
        if (header.required) {
          failures.push({ check: 'headers', expected: `a ${header.name} header`, actual: 'none' });
        }
        continue;
      }
      if (header.schemaAt) {
        const error = validator.validate(header.schemaAt, coerceHeader(value, header.schema));
        if (error) {
          failures.push({
            check: 'headers',
            expected: `${header.name} ${error.message} (${error.schemaPath})`,
            actual: `${header.name}: ${value}`,
          });
        }
      }
    }
  }
  return { checks, failures, ...(json === undefined ? {} : { json }) };
}

/** The value a JSON path (as produced by the validator) points at, previewed; `(missing)` when absent. */
export function valueAtPath(value: JsonValue, path: string): string {
  const segments = [...path.matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)].map(
    (match) => match[1] ?? (match[2] !== undefined ? Number(match[2]) : (JSON.parse(match[3] ?? '""') as string)),
  );
  let node: JsonValue | undefined = value;
  for (const segment of segments) {
    if (typeof segment === 'number' && Array.isArray(node)) node = node[segment];
    else if (typeof segment === 'string' && isObject(node)) node = node[segment];
    else node = undefined;
    if (node === undefined) return '(missing)';
  }
  return preview(node);
}

const TEXT_KEYS = ['detail', 'message', 'error', 'error_type'];

/** DRF's validation answer: an object whose values are lists of messages (or nested objects of them). */
export function fieldErrorFailures(json: JsonValue | undefined, required: string[]): Failure[] {
  const shape = 'an object of field → list of messages (DRF style), or non_field_errors';
  if (!isObject(json)) return [{ check: 'field-errors', expected: shape, actual: preview(json ?? 'no JSON body'), path: '$' }];
  const wellFormed = (value: JsonValue): boolean =>
    Array.isArray(value)
      ? value.length > 0 &&
        value.every((item) => typeof item === 'string' || (isObject(item) && Object.values(item).every(wellFormed)))
      : isObject(value) && Object.values(value).every(wellFormed);
  // ErrorBody's own texts (detail, message, error, error_type) are strings, not field errors.
  const texts = Object.entries(json).filter(([key, value]) => TEXT_KEYS.includes(key) && typeof value === 'string');
  for (const [key, value] of Object.entries(json)) {
    if (TEXT_KEYS.includes(key) && typeof value === 'string') continue;
    if (!wellFormed(value)) {
      const path = /^[A-Za-z_$][\w$]*$/.test(key) ? `$.${key}` : `$[${JSON.stringify(key)}]`;
      return [{ check: 'field-errors', expected: `${path} to be a list of messages`, actual: preview(value), path }];
    }
  }
  const named = Object.keys(json).filter(
    (key) => !TEXT_KEYS.includes(key) && (required.length === 0 || required.includes(key) || key === 'non_field_errors'),
  );
  // A request-level rule with no single required field (e.g. "either course_slug or course_id") may
  // answer with a text instead of field lists.
  const requestLevelText = required.length === 0 && texts.some(([, value]) => String(value).trim() !== '');
  if (named.length === 0 && !requestLevelText) {
    return [
      {
        check: 'field-errors',
        expected:
          required.length > 0
            ? `errors for the missing field(s) ${required.join(', ')} (or non_field_errors)`
            : 'at least one field error',
        actual:
          texts.length > 0 && Object.keys(json).every((key) => TEXT_KEYS.includes(key))
            ? `only ${texts.map(([key, value]) => `${key} ${preview(value)}`).join(', ')}`
            : `errors for ${Object.keys(json).join(', ') || 'nothing'}`,
        path: '$',
      },
    ];
  }
  return [];
}
