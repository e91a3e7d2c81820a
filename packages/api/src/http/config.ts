/** Where the API lives: `VITE_API_URL` when the app is built with it, else `/api` on the same origin. */

export const DEFAULT_API_BASE_URL = '/api';

type EnvMeta = ImportMeta & { env?: Record<string, string | boolean | undefined> };

function baseUrlFromEnv(): string | undefined {
  const value = (import.meta as EnvMeta).env?.VITE_API_URL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

let baseUrl = baseUrlFromEnv() ?? DEFAULT_API_BASE_URL;
const baseUrlListeners = new Set<() => void>();

/** The API root without a trailing slash. */
export function getApiBaseUrl(): string {
  return baseUrl;
}

/** Points every client at another API root (tests, the mock server, a staging API). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
  for (const listener of baseUrlListeners) listener();
}

/** Told after every change of the API root (clients that keep their own copy of it). */
export function onApiBaseUrlChange(listener: () => void): () => void {
  baseUrlListeners.add(listener);
  return () => baseUrlListeners.delete(listener);
}

/** Resolves the API root to an absolute URL (relative roots resolve against the page). */
export function absoluteApiBase(): URL {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(`${baseUrl}/`, origin);
}
