/** orval's fetch mutator: the generated hooks call the HTTP core here and get data, or an ApiError thrown. */
import { type ApiError, toApiError } from './errors';
import { parseResponse } from './request';
import { operationFlags, ujuziFetch } from './transport';
import { absoluteApiBase } from './config';

export async function orvalFetch<T>(url: string, init?: RequestInit): Promise<T> {
  const absolute = new URL(url.replace(/^\/+/, ''), absoluteApiBase());
  const method = (init?.method ?? 'GET').toUpperCase();
  const flags = operationFlags(method, absolute);
  // A call that answers an HTML document by design asks for one and reads it as text.
  const headers = new Headers(init?.headers);
  if (flags.document && !headers.has('Accept')) headers.set('Accept', 'text/html');
  let response: Response;
  try {
    response = await ujuziFetch(absolute, { ...init, headers });
  } catch (thrown) {
    throw toApiError(thrown);
  }
  return parseResponse<T>(response, !flags.public, flags.document ? 'text' : undefined);
}

export default orvalFetch;

/** What the generated hooks see as their error: an ApiError carrying the answer's body. */
export type ErrorType<Body> = ApiError & { body?: Body };
/** Request bodies pass through unchanged. */
export type BodyType<Body> = Body;
