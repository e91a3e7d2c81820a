/** The styles a prerendered page used (the prerender: entry-server.tsx). */
import type { EmotionCache } from '@emotion/cache';

/** The attribute listing the names of the rules a prerendered page's component style sheet holds. */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-ujuzi-css';
/** The attribute marking a prerendered page's global style sheets (reset, global styles, token variables). */
export const PRERENDERED_GLOBALS_ATTRIBUTE = 'data-ujuzi-global';
/** Finds them: with them in the page, Chakra's provider leaves them be (vite.config.ts, chakraGlobalsFromThePage). */
export const PRERENDERED_GLOBALS_SELECTOR = `style[${PRERENDERED_GLOBALS_ATTRIBUTE}]`;

/**
 * The page's component styles as one <style> for <head>. The cache runs in emotion's "compat" mode,
 * which keeps each rule instead of writing it inline where first used: inline writing loses the styles
 * first used by a render React throws away (the loading view shown while a page's code arrives).
 * Component rules go under `data-ujuzi-css`, which the browser's style cache reads (browser-styles.tsx)
 * and emotion leaves alone: emotion would move the element to adopt it, restyling the whole page.
 * Global styles carry `data-ujuzi-global`: with them in the page, the browser build's Chakra provider
 * renders no <Global> (vite.config.ts, chakraGlobalsFromThePage). They keep emotion's attribute too,
 * which its Global would adopt them by; `data-s` spares them the move emotion's default cache makes on load.
 */
export function collectedStyles(cache: EmotionCache): string {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // Component rules start with their class; the rest are <Global> styles, which the browser's Global
  // adopts only from their own element (data-emotion="css-global <name>").
  const isComponent = ([name, css]: [string, string]) => css.includes(`.${cache.key}-${name}`);
  const components = rules.filter(isComponent);
  const globals = rules
    .filter((rule) => !isComponent(rule))
    .map(
      ([name, css]) =>
        `<style data-emotion="${cache.key}-global ${name}" data-s="" ${PRERENDERED_GLOBALS_ATTRIBUTE}="">${css}</style>`,
    )
    .join('');
  if (components.length === 0) return globals;
  return `${globals}<style ${PRERENDERED_CSS_ATTRIBUTE}="${components.map(([name]) => name).join(' ')}">${components.map(([, css]) => css).join('')}</style>`;
}
