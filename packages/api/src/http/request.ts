/** The service wrappers of the specs: one call → `{ data, error, status }`, never a throw. */
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { absoluteApiBase } from './config';
import { ApiError, errorTextForStatus, toApiError } from './errors';
import { isPublicRequest, ujuziFetch } from './transport';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the API root, e.g. `/accounts/users/me/`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData as multipart (an upload); Blob and string as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a successful answer; `auto` follows its content type. */
  responseType?: 'auto' | 'json' | 'blob' | 'text';
}

export interface ApiResult<T> {
  data: T | null;
  /** The text to show, or null on success. */
  error: string | null;
  /** HTTP status; 0 when no answer came (network failure, timeout). */
  status: number;
  /** The raw error body, for field errors. */
  errorBody?: unknown;
}

/** Builds an absolute URL under the API root with the query's defined values. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(path.replace(/^\/+/, ''), absoluteApiBase());
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.set(key, String(value));
  }
  return url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || typeof body === 'string') {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

const looksLikeHtml = (text: string): boolean => /^\s*<(!doctype html|html)/i.test(text);

/**
 * Reads an answer's body. JSON by content type; an HTML page where data was expected is a
 * configuration error (the API URL points at a web server, not the API).
 */
export async function readBody(response: Response, responseType: ApiRequest['responseType'] = 'auto'): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (responseType === 'blob') return response.ok ? response.blob() : readBody(response, 'auto');
  const text = await response.text();
  if (responseType === 'text') return text;
  if (type.includes('text/html') || looksLikeHtml(text)) {
    throw new ApiError(HTTP_MESSAGES.configuration, response.status, 'configuration', text);
  }
  if (text.trim() === '') return null;
  if (type.includes('json') || responseType === 'json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(HTTP_MESSAGES.configuration, response.status, 'configuration', text);
    }
  }
  return text;
}

/** Turns an answer into data or an ApiError with the spec's text. */
export async function parseResponse<T>(
  response: Response,
  authenticated: boolean,
  responseType?: ApiRequest['responseType'],
): Promise<T> {
  const body = await readBody(response, response.ok ? responseType : 'auto');
  if (!response.ok) {
    throw new ApiError(errorTextForStatus(response.status, body, authenticated), response.status, 'http', body);
  }
  return body as T;
}

/** Calls the API and answers `{ data, error, status }`; failures become the spec's error texts. */
export async function apiRequest<T>(request: ApiRequest): Promise<ApiResult<T>> {
  const method = request.method ?? 'GET';
  const url = apiUrl(request.path, request.query);
  const headers = new Headers(request.headers);
  if (!headers.has('Accept') && request.responseType !== 'blob') headers.set('Accept', 'application/json');
  const body = encodeBody(request.body, headers);
  let status = 0;
  try {
    const response = await ujuziFetch(url, { method, headers, body, signal: request.signal });
    status = response.status;
    const data = await parseResponse<T>(response, !isPublicRequest(method, url), request.responseType);
    return { data, error: null, status };
  } catch (thrown) {
    const error = toApiError(thrown);
    return { data: null, error: error.message, status: error.status || status, errorBody: error.body };
  }
}
