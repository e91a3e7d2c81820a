/** The styles a prerendered page used (the prerender: entry-server.tsx, scripts/prerender.mjs). */
import type { EmotionCache } from '@emotion/cache';

/** The attribute listing the names of the rules a prerendered page's component style sheet holds. */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-ujuzi-css';
/** The attribute marking a prerendered page's global style sheet (reset, global styles, token variables). */
export const PRERENDERED_GLOBALS_ATTRIBUTE = 'data-ujuzi-global';
/** Finds it: with it in the page, Chakra's provider leaves it be (vite.config.ts, chakraGlobalsFromThePage). */
export const PRERENDERED_GLOBALS_SELECTOR = `[${PRERENDERED_GLOBALS_ATTRIBUTE}]`;

/** A page's styles as two style sheets: the same global one on every page, and the page's component rules. */
export interface CollectedStyles {
  /** Emotion's <Global> styles (the cascade layers' order, reset, global styles, token variables). */
  globals: string;
  /** The component rules, in the order emotion wrote them. */
  components: string;
  /** The names of the component rules (what emotion's cache counts as inserted). */
  componentNames: string[];
}

/**
 * The page's styles, as the prerender writes them into static, cacheable CSS files (scripts/prerender.mjs):
 * no style is computed or written while the page starts. The cache runs in emotion's "compat" mode,
 * which keeps each rule instead of writing it inline where first used: inline writing loses the styles
 * first used by a render React throws away (the loading view shown while a page's code arrives).
 */
export function collectedStyles(cache: EmotionCache): CollectedStyles {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // Component rules start with their class; the rest are <Global> styles.
  const isComponent = ([name, css]: [string, string]) => css.includes(`.${cache.key}-${name}`);
  const components = rules.filter(isComponent);
  return {
    globals: rules
      .filter((rule) => !isComponent(rule))
      .map(([, css]) => css)
      .join(''),
    components: components.map(([, css]) => css).join(''),
    componentNames: components.map(([name]) => name),
  };
}

/**
 * The <link> elements of a page's two style sheets (each a file under /assets/ named by its content's
 * hash, so a browser keeps it across pages and visits). The global sheet carries `data-ujuzi-global`:
 * with it in the page, the browser build's Chakra provider renders no <Global> (vite.config.ts,
 * chakraGlobalsFromThePage). The component sheet lists its rules' names under `data-ujuzi-css`, which
 * the browser's style cache reads (browser-styles.tsx), so hydration writes none of them again.
 */
export function styleSheetLinks(sheets: { globals?: string; components?: { href: string; names: readonly string[] } }): string {
  const globals = sheets.globals ? `<link rel="stylesheet" href="${sheets.globals}" ${PRERENDERED_GLOBALS_ATTRIBUTE}="">` : '';
  const components = sheets.components
    ? `<link rel="stylesheet" href="${sheets.components.href}" ${PRERENDERED_CSS_ATTRIBUTE}="${sheets.components.names.join(' ')}">`
    : '';
  return globals + components;
}
