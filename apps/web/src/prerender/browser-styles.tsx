/**
 * The browser's style cache. Emotion adopts server-rendered styles by moving their <style> elements
 * within <head> (its default cache on load, then its sheet): each move drops and re-adds a page's
 * whole style sheet, a full style recalculation (~100–170 ms at 4× CPU) each time. The prerender
 * writes the page's component rules under `data-ujuzi-css` instead (collected-styles.ts), where
 * emotion does not look; this cache counts them as inserted and their element as its first, so they
 * stay where they are and are never written twice.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { PRERENDERED_CSS_ATTRIBUTE } from './collected-styles';

let cache: EmotionCache | undefined;

/** The one style cache of the page, knowing the rules the prerender wrote. */
export function browserStyleCache(): EmotionCache {
  if (cache) return cache;
  cache = createCache({ key: 'css' });
  if (typeof document !== 'undefined')
    for (const element of document.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
      for (const name of (element.getAttribute(PRERENDERED_CSS_ATTRIBUTE) ?? '').split(' '))
        if (name) cache.inserted[name] = true;
      // One of the cache's own elements, where it stands: rules added later go after it, and the global
      // styles (adopted by emotion's Global) stay before it, so the cascade keeps its order.
      cache.sheet.tags.push(element);
    }
  return cache;
}

/** Gives the app the browser's style cache (the prerender gives its own per page). */
export function PrerenderedStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={browserStyleCache()}>{children}</CacheProvider>;
}
