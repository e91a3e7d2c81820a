/** The answers a handler gives, in DRF's shapes: JSON bodies, field errors, and the standard error texts. */
import type { ErrorBody } from '@ujuzi/api';
import { HttpResponse } from 'msw';

export const MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  required: 'This field is required.',
  serverError: 'A server error occurred.',
} as const;

/** A JSON answer; `T` is the spec type the body must have. */
export function json<T>(body: T, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json(body as never, { status, headers });
}

export const created = <T>(body: T): Response => json(body, 201);

export const noContent = (): Response => new HttpResponse(null, { status: 204 });

export const errorBody = (status: number, body: ErrorBody): Response => json<ErrorBody>(body, status);

export const detail = (status: number, text: string): Response => errorBody(status, { detail: text });

export const notFound = (text: string = MESSAGES.notFound): Response => detail(404, text);

/** ErrorBody's own string fields: a form field of the same name reports under `errors` instead. */
const RESERVED_KEYS = new Set(['detail', 'message', 'error', 'error_type', 'errors']);

/** DRF's validation answer: per-field lists of messages, `non_field_errors` for the whole request. */
export function fieldErrors(errors: Record<string, string | string[]>): Response {
  const body: ErrorBody = {};
  const nested: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    if (RESERVED_KEYS.has(field)) nested[field] = list;
    else body[field] = list;
  }
  if (Object.keys(nested).length > 0) body.errors = nested;
  return errorBody(400, body);
}

export const nonFieldError = (message: string): Response => fieldErrors({ non_field_errors: message });

/** A file answer (exports): the bytes with their type and a download name. */
export function file(content: string, contentType: string, filename: string): Response {
  return new HttpResponse(content, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}
