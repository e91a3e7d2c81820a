/** Turns failed answers into the one error text clients show, in the specs' order. */
import { HTTP_MESSAGES } from '@ujuzi/domain';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'configuration' | 'aborted';

/** A failed call: HTTP status (0 when no answer came), the text to show and the answer's body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Thrown by the transport when a call outlives its timeout. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(HTTP_MESSAGES.timeout);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (isRecord(value)) return Object.values(value).flatMap(texts);
  return [];
};

/**
 * The error text a body carries: `detail`, then `message`, then the joined field errors
 * (including `non_field_errors`) or the values of an `errors`/`error` object. Null when the body has none.
 */
export function errorTextFromBody(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!isRecord(body)) return null;
  for (const key of ['detail', 'message'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  const objectValues = isRecord(body.errors) ? body.errors : isRecord(body.error) ? body.error : null;
  const fieldValues = Object.entries(body)
    .filter(([key]) => !['detail', 'message', 'error', 'errors', 'error_type', 'success', 'status'].includes(key))
    .flatMap(([, value]) => texts(value));
  const joined = fieldValues.length > 0 ? fieldValues : objectValues ? texts(objectValues) : [];
  return joined.length > 0 ? joined.join(' ') : null;
}

/**
 * Field errors of a DRF 400 answer, first message of each field, for forms.
 * `non_field_errors` stays out: it is the form's general message.
 */
export function fieldErrorsFromBody(body: unknown): Record<string, string> {
  if (!isRecord(body)) return {};
  const source = isRecord(body.errors) ? { ...body, ...body.errors } : body;
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    if (['detail', 'message', 'error', 'errors', 'error_type', 'success', 'status', 'non_field_errors'].includes(field)) continue;
    const first = texts(value)[0];
    if (first) result[field] = first;
  }
  return result;
}

/** What a form shows for a 400: the first message of each field by its path, and the general message. */
export interface FormErrors {
  /** Field path (`question`, nested `social_links.facebook`, list rows `items.0.name`) → first message. */
  fields: Record<string, string>;
  /** `non_field_errors`, else `detail`/`message`: shown above the form's buttons. Null when none. */
  general: string | null;
}

const FORM_ENVELOPE_KEYS = ['detail', 'message', 'error', 'errors', 'error_type', 'success', 'status', 'non_field_errors'];

/**
 * Splits a DRF 400 body for a form (client spec §5: the first message of each list). Nested
 * serializer errors keep their path, so they land on the nested field.
 */
export function formErrorsFromBody(body: unknown): FormErrors {
  const fields: Record<string, string> = {};
  if (!isRecord(body)) return { fields, general: typeof body === 'string' && body.trim() ? body : null };
  const collect = (value: unknown, path: string) => {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      const first = texts(value)[0];
      if (first) fields[path] = first;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => collect(item, `${path}.${index}`));
    } else if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) collect(inner, `${path}.${key}`);
    }
  };
  const source = isRecord(body.errors) ? { ...body, ...body.errors } : body;
  for (const [field, value] of Object.entries(source)) {
    if (!FORM_ENVELOPE_KEYS.includes(field)) collect(value, field);
  }
  const general =
    texts(source.non_field_errors)[0] ??
    (['detail', 'message'] as const)
      .map((key) => body[key])
      .find((value): value is string => typeof value === 'string' && value.trim() !== '') ??
    null;
  return { fields, general };
}

/** The text for an HTTP failure: fixed texts for 401 (signed-in calls), 403 and 5xx, else the body's. */
export function errorTextForStatus(status: number, body: unknown, authenticated: boolean): string {
  if (status === 401 && authenticated) return HTTP_MESSAGES.sessionExpired;
  if (status === 403) return HTTP_MESSAGES.forbidden;
  if (status >= 500) return HTTP_MESSAGES.serverError;
  return errorTextFromBody(body) ?? HTTP_MESSAGES.unexpected;
}

/** Maps anything thrown while calling (network failure, timeout, abort) to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestTimeoutError) return new ApiError(HTTP_MESSAGES.timeout, 0, 'timeout');
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('The request was cancelled.', 0, 'aborted');
  }
  return new ApiError(HTTP_MESSAGES.network, 0, 'network');
}
