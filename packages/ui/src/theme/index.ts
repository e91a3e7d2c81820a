/** Ujuzi's Chakra UI system: Chakra's defaults plus our tokens, colour modes, breakpoints and recipes. */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from './breakpoints';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

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

/** The system every Ujuzi screen renders with. */
export const system = createSystem(defaultConfig, themeConfig);

export { breakpoints, BREAKPOINT_PX } from './breakpoints';
export { semanticColors } from './semantic-tokens';
export * as palette from './palette';
