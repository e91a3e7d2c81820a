/**
 * Downloads a file from the API's file operations (exports, receipts, certificates) through the one
 * HTTP core: the Token header, the base URL, the 30 s timeout, the spec's error texts and the 401
 * reaction all come from `ujuziFetch`. The file is named as the server's Content-Disposition says.
 */
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { ApiError, toApiError } from './errors';
import { apiUrl, parseResponse, type QueryValue } from './request';
import { isPublicRequest, ujuziFetch } from './transport';

export interface DownloadRequest {
  /** Path relative to the API root, e.g. `/accounts/reports/users/export/`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** GET unless the operation is a POST (an export with a body). */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The name to save under when the server sends no Content-Disposition filename. */
  fallbackFilename: string;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (RFC 6266: `filename*` first, then `filename`), else the fallback. */
  filename: string;
}

/** Strips path parts and characters no file system accepts; null when nothing usable is left. */
function safeName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
  const clean = base.replace(/[\u0000-\u001f<>:"|?*]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

/**
 * The filename a Content-Disposition header names: `filename*=UTF-8''…` (percent-encoded) wins over
 * `filename="…"` or a bare `filename=…`. Null when the header names none.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const encoded = extended.replace(/^"(.*)"$/, '$1').replace(/^[\w-]+'[^']*'/, '');
    try {
      const decoded = safeName(decodeURIComponent(encoded));
      if (decoded) return decoded;
    } catch {
      // A malformed percent-encoding: fall back to the plain filename parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return safeName(value);
}

/** Fetches a file; failures throw an ApiError with the spec's text, as every other call does. */
export async function downloadFile(request: DownloadRequest): Promise<DownloadedFile> {
  const method = request.method ?? 'GET';
  const url = apiUrl(request.path, request.query);
  const headers = new Headers({ Accept: '*/*' });
  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await ujuziFetch(url, { method, headers, body, signal: request.signal });
  } catch (thrown) {
    throw toApiError(thrown);
  }
  if (!response.ok) {
    // Reads the error body and throws the spec's text for it.
    await parseResponse(response, !isPublicRequest(method, url));
    throw new ApiError(HTTP_MESSAGES.unexpected, response.status, 'http');
  }
  const blob = await response.blob();
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition')) ?? request.fallbackFilename;
  return { blob, filename };
}

/** Hands a downloaded file to the browser's save flow under its name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
