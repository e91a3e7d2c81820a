/**
 * The browser's style cache. A prerendered page links its styles as static CSS files
 * (collected-styles.ts): the component sheet lists its rules' names under `data-ujuzi-css`, where
 * emotion does not look. This cache counts them as inserted and the <link> as its first element, so
 * hydration writes none of them again and moves nothing (emotion adopts server-rendered <style>
 * elements by moving them, a full style recalculation of the page each time); rules a page needs
 * later go into a <style> after it, so the cascade keeps its order.
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
    for (const element of document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(`[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
      for (const name of (element.getAttribute(PRERENDERED_CSS_ATTRIBUTE) ?? '').split(' '))
        if (name) cache.inserted[name] = true;
      // One of the cache's own elements, where it stands: rules added later go into a new <style> after
      // it (emotion starts a new element with its first rule), and the global sheet stays before it.
      // Emotion only ever reads an element's place and removes it (flush): a <link> serves as well.
      cache.sheet.tags.push(element as HTMLStyleElement);
    }
  return cache;
}

/** Gives the app the browser's style cache (the prerender gives its own per page). */
export function PrerenderedStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={browserStyleCache()}>{children}</CacheProvider>;
}
