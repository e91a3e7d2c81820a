/**
 * The one HTTP core every generated client calls through. A fetch-compatible function that applies
 * the client conventions of both specs: the `Token` header on authenticated calls only, a
 * cache-busting `_` timestamp on authenticated GETs, 30 s / 60 s (upload) timeouts, and the 401
 * reaction (stored token and user removed, listeners told).
 */
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@ujuzi/domain';
import { operations } from '../gen/operations.gen';
import { removeStoredTokenAndUser, getStoredToken } from '../session/auth-storage';
import { absoluteApiBase } from './config';
import { RequestTimeoutError } from './errors';
import { createOperationIndex, type OperationInfo } from './operations';

const operationIndex = createOperationIndex(operations);

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called when an authenticated call answers 401, after the stored token and user are removed. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The operation a request is for, if the spec describes it (by path relative to the API root). */
export function operationFor(method: string, url: URL): OperationInfo | undefined {
  const base = absoluteApiBase();
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  const relative = `/${url.pathname.slice(base.pathname.length)}`;
  return operationIndex.find(method, relative);
}

/** Public calls (spec `security: []`) never carry the token; anything else the spec does not mark public does. */
export function isPublicRequest(method: string, url: URL): boolean {
  return operationFor(method, url)?.public ?? false;
}

const isUpload = (request: Request): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** fetch with the Ujuzi conventions. Same signature as `fetch`. */
export async function ujuziFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let request = new Request(input instanceof URL ? input.href : input, init);
  const url = new URL(request.url);
  const authenticated = !isPublicRequest(request.method, url);

  if (authenticated) {
    const token = getStoredToken();
    if (token) request.headers.set('Authorization', `Token ${token}`);
    else request.headers.delete('Authorization');
    if (request.method === 'GET') {
      url.searchParams.set('_', String(Date.now()));
      request = new Request(url.href, { method: 'GET', headers: request.headers, signal: request.signal });
    }
  } else {
    request.headers.delete('Authorization');
  }

  const timeoutMs = isUpload(request) ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  try {
    const response = await fetch(new Request(request, { signal }));
    if (response.status === 401 && authenticated) {
      removeStoredTokenAndUser();
      for (const listener of sessionExpiredListeners) listener();
    }
    return response;
  } catch (error) {
    if (timeout.signal.aborted) throw timeout.signal.reason as RequestTimeoutError;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
