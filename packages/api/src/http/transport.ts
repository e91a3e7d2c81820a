/**
 * The one HTTP core every generated client calls through. A fetch-compatible function that applies
 * the client conventions of both specs: the `Token` header on authenticated calls only, a
 * cache-busting `_` timestamp on authenticated GETs, 30 s / 60 s (upload) timeouts, and the 401
 * reaction (stored token and user removed, listeners told).
 */
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@ujuzi/domain';
import { operationFlagRows } from '../gen/operation-flags.gen';
import { removeStoredTokenAndUser, getStoredToken } from '../session/auth-storage';
import { absoluteApiBase } from './config';
import { RequestTimeoutError } from './errors';
import { createOperationFlagIndex, type OperationFlags } from './operation-flags';

// The compact table, not `operations`: every page loads this module, and only the mocks and the
// contract checker need the full description of the 915 operations.
const flagIndex = createOperationFlagIndex(operationFlagRows);
const NO_FLAGS: OperationFlags = { public: false, multipart: false, binary: false, optionalToken: false, document: false };

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called when an authenticated call answers 401, after the stored token and user are removed. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * A 401 answered to an authenticated call ends the session it was sent with: the stored token and
 * user are removed and listeners told. Shared by fetch and the XHR upload path (upload.ts).
 */
export function endSessionSentWith(token: string | null): void {
  if (getStoredToken() !== token) return;
  removeStoredTokenAndUser();
  for (const listener of sessionExpiredListeners) listener();
}

/** What the spec says of a request (by its path relative to the API root); none set outside the API. */
export function operationFlags(method: string, url: URL): OperationFlags {
  const base = absoluteApiBase();
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return NO_FLAGS;
  return flagIndex.flags(method, `/${url.pathname.slice(base.pathname.length)}`);
}

/** Public calls (spec `security: []`) never carry the token; anything else the spec does not mark public does. */
export function isPublicRequest(method: string, url: URL): boolean {
  return operationFlags(method, url).public;
}

const isUpload = (request: Request): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** fetch with the Ujuzi conventions. Same signature as `fetch`. */
export async function ujuziFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let request = new Request(input instanceof URL ? input.href : input, init);
  const url = new URL(request.url);
  const flags = operationFlags(request.method, url);
  const authenticated = !flags.public;
  // Public calls carry no token, except those whose answer depends on who asks (staff see drafts).
  const token = authenticated || flags.optionalToken ? getStoredToken() : null;

  if (authenticated) {
    if (token) request.headers.set('Authorization', `Token ${token}`);
    else request.headers.delete('Authorization');
    if (request.method === 'GET') {
      url.searchParams.set('_', String(Date.now()));
      request = new Request(url.href, { method: 'GET', headers: request.headers, signal: request.signal });
    }
  } else if (token) {
    request.headers.set('Authorization', `Token ${token}`);
  } else {
    request.headers.delete('Authorization');
  }

  const timeoutMs = isUpload(request) ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  try {
    const response = await fetch(new Request(request, { signal }));
    // A 401 ends the session it was sent with. A late answer to a call made with an older token (the
    // person signed in again meanwhile) must not end the new one.
    if (response.status === 401 && (authenticated || token !== null)) endSessionSentWith(token);
    return response;
  } catch (error) {
    if (timeout.signal.aborted) throw timeout.signal.reason as RequestTimeoutError;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
