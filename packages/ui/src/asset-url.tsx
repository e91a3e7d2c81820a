/** Turns server-relative asset paths ('/media/avatars/x.jpg') into URLs the browser can load. */
import { createContext, useContext, type ReactNode } from 'react';

/** Maps a server path to a full URL; absolute URLs never reach it. */
export type ResolveAssetUrl = (path: string) => string;

/** True for URLs the browser can load as they are (http(s), protocol-relative, data:, blob:). */
export const isAbsoluteUrl = (url: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);

/** Joins a server-relative path to a base such as 'https://api.ujuzi.example/' or '/api'. */
export const joinBaseUrl =
  (base: string): ResolveAssetUrl =>
  (path) =>
    `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

const AssetUrlContext = createContext<ResolveAssetUrl | undefined>(undefined);

export function AssetUrlProvider({ resolve, children }: { resolve: ResolveAssetUrl; children: ReactNode }) {
  return <AssetUrlContext.Provider value={resolve}>{children}</AssetUrlContext.Provider>;
}

/**
 * Resolves `src` for display: absolute URLs as they are; server-relative paths through `resolve`
 * (a prop) or the app's resolver (UiProvider `resolveAssetUrl`), else unchanged.
 */
export function useAssetUrl(src: string | null | undefined, resolve?: ResolveAssetUrl): string | undefined {
  const fromContext = useContext(AssetUrlContext);
  if (!src) return undefined;
  if (isAbsoluteUrl(src)) return src;
  const resolver = resolve ?? fromContext;
  return resolver ? resolver(src) : src;
}
