/** Semantic colours for light and dark mode. Components use these names, never a raw scale step. */
import { defineSemanticTokens } from '@chakra-ui/react';
import type { ScaleName } from './palette';

type Step = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
/** A colour reference: a scale step, or 'white'. Kept as data so the contrast test can resolve it. */
export type ColorRef = `${ScaleName}.${Step}` | 'white';
export type ModeValue = { light: ColorRef; dark: ColorRef };

const ref = (color: ColorRef) => (color === 'white' ? '{colors.white}' : `{colors.${color}}`);
const m = (light: ColorRef, dark: ColorRef = light): ModeValue => ({ light, dark });

/** The keys Chakra's recipes read from `colorPalette.*`, so each palette below works as a `colorPalette`. */
const palette = (
  name: ScaleName,
  { solid = 600, contrast = 'white' }: { solid?: Step; contrast?: ColorRef } = {},
): Record<string, ModeValue> => ({
  solid: m(`${name}.${solid}`),
  contrast: m(contrast),
  fg: m(`${name}.700`, `${name}.300`),
  subtle: m(`${name}.50`, `${name}.950`),
  muted: m(`${name}.100`, `${name}.900`),
  emphasized: m(`${name}.200`, `${name}.800`),
  focusRing: m(`${name}.500`, `${name}.400`),
  border: m(`${name}.600`, `${name}.400`),
});

/** Every semantic colour as light/dark references; `semanticTokens` below is built from it. */
export const semanticColors = {
  bg: {
    DEFAULT: m('white', 'gray.950'),
    subtle: m('gray.50', 'gray.900'),
    muted: m('gray.100', 'gray.800'),
    emphasized: m('gray.200', 'gray.700'),
    panel: m('white', 'gray.900'),
    error: m('red.50', 'red.950'),
    warning: m('orange.50', 'orange.950'),
    success: m('green.50', 'green.950'),
    info: m('blue.50', 'blue.950'),
  },
  fg: {
    DEFAULT: m('gray.900', 'gray.50'),
    muted: m('gray.600', 'gray.400'),
    subtle: m('gray.500', 'gray.500'),
    error: m('red.700', 'red.300'),
    warning: m('orange.700', 'orange.300'),
    success: m('green.700', 'green.300'),
    info: m('blue.700', 'blue.300'),
  },
  border: {
    DEFAULT: m('gray.200', 'gray.800'),
    muted: m('gray.100', 'gray.900'),
    emphasized: m('gray.400', 'gray.600'),
    error: m('red.600', 'red.400'),
    warning: m('orange.600', 'orange.400'),
    success: m('green.600', 'green.400'),
    info: m('blue.600', 'blue.400'),
  },
  /** Ujuzi green: primary actions, links, focus. */
  brand: palette('brand'),
  /** Warm accent for highlights ("new", "featured"); dark text on its solid fill. */
  accent: palette('accent', { solid: 400, contrast: 'accent.950' }),
  /** Neutral actions (secondary buttons, tags). */
  gray: { ...palette('gray'), solid: m('gray.800', 'gray.100'), contrast: m('white', 'gray.900'), fg: m('gray.800', 'gray.200') },
  /** Destructive actions and errors. */
  danger: palette('red', { solid: 700 }),
  warning: palette('orange', { solid: 400, contrast: 'orange.950' }),
  success: palette('green', { solid: 700 }),
  info: palette('blue', { solid: 700 }),
  // Chakra's own palettes, re-pointed at our scales so built-in recipes (toast, alert) stay accessible.
  red: palette('red', { solid: 700 }),
  orange: palette('orange', { solid: 400, contrast: 'orange.950' }),
  green: palette('green', { solid: 700 }),
  blue: palette('blue', { solid: 700 }),
} satisfies Record<string, Record<string, ModeValue>>;

const toTokens = (group: Record<string, ModeValue>) =>
  Object.fromEntries(
    Object.entries(group).map(([key, value]) => [key, { value: { _light: ref(value.light), _dark: ref(value.dark) } }]),
  );

export const semanticTokens = defineSemanticTokens({
  colors: Object.fromEntries(Object.entries(semanticColors).map(([name, group]) => [name, toTokens(group)])),
  radii: {
    l1: { value: '{radii.sm}' },
    l2: { value: '{radii.md}' },
    l3: { value: '{radii.lg}' },
  },
});
