/**
 * Ujuzi's Chakra UI system: Chakra's base and default theme (tokens, text, layer and animation
 * styles, global CSS) with only the recipes the public site renders (`chakra-recipes.ts`; the others
 * arrive with their components, see `register-recipes.ts`), plus our tokens, colour modes,
 * breakpoints and recipe overrides.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints as chakraBreakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens as chakraSemanticTokens,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { breakpoints } from './breakpoints';
import { chakraRecipes, chakraSlotRecipes } from './chakra-recipes';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

/** Chakra's `defaultConfig` theme with its recipes narrowed to the start-up ones of `chakra-recipes.ts`. */
const chakraThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: chakraBreakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    recipes: chakraRecipes,
    slotRecipes: chakraSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Our theme on top of Chakra's: every override of `./recipes`, whether its recipe is there at start-up or not. */
export const themeConfig = defineConfig({
  // Class-based colour modes, set on <html> by the UiProvider (`.light` / `.dark`).
  conditions: {
    light: ':root &, .light &',
    dark: '.dark &, .dark .chakra-theme:not(.light) &',
  },
  globalCss: {
    html: {
      colorPalette: 'brand',
      bg: 'bg',
      color: 'fg',
    },
    body: { bg: 'bg', color: 'fg' },
    '*::selection': { bg: 'brand.muted' },
  },
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
  },
});

/** Our overrides of the start-up recipes; `registerRecipes` merges the others when their recipe arrives. */
const startupOnly = <T>(overrides: Record<string, T>, startup: object): Record<string, T> =>
  Object.fromEntries(Object.entries(overrides).filter(([key]) => key in startup));

let system: SystemContext | undefined;

/**
 * The system every Ujuzi screen renders with, created on first use. Creating it (tokens, CSS
 * variables, global styles) is the biggest single piece of start-up work, ~140 ms on a slow phone:
 * the app calls this in a task of its own, apart from evaluating the design system's code.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraThemeConfig, {
    ...themeConfig,
    theme: {
      ...themeConfig.theme,
      recipes: startupOnly(recipes, chakraRecipes),
      slotRecipes: startupOnly(slotRecipes, chakraSlotRecipes),
    },
  });
  return system;
}

/**
 * Builds the system's global style sheet (reset, global styles, token variables) now rather than in
 * the provider's first render. The app's build makes Chakra build it on first read (a transform in
 * apps/web/vite.config.ts), so the app calls this in a task of its own; elsewhere it costs nothing.
 */
export function prepareGlobalStyles(): void {
  void getSystem()._global;
}

export { breakpoints, BREAKPOINT_PX } from './breakpoints';
export { semanticColors } from './semantic-tokens';
export * as palette from './palette';
