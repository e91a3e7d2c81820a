/**
 * Uploads with progress. fetch cannot report how much of a request body has been sent, so multipart
 * calls that show progress go through XMLHttpRequest here, with the transport's conventions: the API
 * root, `Token` on authenticated calls only, the 60 s upload timeout, the specs' error texts and the
 * 401 reaction.
 */
import { UPLOAD_TIMEOUT_MS } from '@ujuzi/domain';
import { apiUrl, parseResponse } from './request';
import { RequestTimeoutError, toApiError } from './errors';
import { endSessionSentWith, isPublicRequest } from './transport';
import { getStoredToken } from '../session/auth-storage';

/** How much of the body has been sent. `fraction` is null while the browser does not know the total. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  /** 0…1 */
  fraction: number | null;
}

export interface UploadRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  /** Path relative to the API root, e.g. `/contact/faqs/`. */
  path: string;
  /** The multipart body; the browser writes its boundary. */
  body: FormData;
  /** Told as the body goes out. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Sends a multipart body and resolves with the answer's data; failures reject with an ApiError. */
export function uploadRequest<T>({ method, path, body, onProgress, signal }: UploadRequest): Promise<T> {
  const url = apiUrl(path);
  const authenticated = !isPublicRequest(method, url);
  const token = authenticated ? getStoredToken() : null;

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(toApiError(new DOMException('Aborted', 'AbortError')));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url.href);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : null;
      onProgress?.({ loaded: event.loaded, total, fraction: total ? event.loaded / total : null });
    };
    xhr.ontimeout = () => {
      settle();
      reject(toApiError(new RequestTimeoutError(UPLOAD_TIMEOUT_MS)));
    };
    xhr.onabort = () => {
      settle();
      reject(toApiError(new DOMException('Aborted', 'AbortError')));
    };
    xhr.onerror = () => {
      settle();
      reject(toApiError(new TypeError('Network error')));
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 401 && authenticated) endSessionSentWith(token);
      const headers = new Headers();
      const type = xhr.getResponseHeader('content-type');
      if (type) headers.set('content-type', type);
      const response = new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
        status: xhr.status,
        headers,
      });
      parseResponse<T>(response, authenticated).then(resolve, (error: unknown) => reject(toApiError(error)));
    };
    xhr.send(body);
  });
}
