/** Design tokens: colour scales, type, radii and shadows. */
import { defineTokens } from '@chakra-ui/react';
import { scales, type Scale } from './palette';

const scale = (values: Scale) =>
  Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }])) as Record<keyof Scale, { value: string }>;

/** A system font stack: nothing is fetched from a CDN (slow, costly mobile data). */
const SYSTEM_SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const SYSTEM_MONO = 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace';

export const tokens = defineTokens({
  colors: Object.fromEntries(Object.entries(scales).map(([name, values]) => [name, scale(values)])),
  fonts: {
    heading: { value: SYSTEM_SANS },
    body: { value: SYSTEM_SANS },
    mono: { value: SYSTEM_MONO },
  },
  radii: {
    // A touch rounder than Chakra's defaults: friendlier, and still crisp at small sizes.
    sm: { value: '0.25rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
  },
  sizes: {
    /** Maximum width of a page's main column. */
    content: { value: '72rem' },
    /** Comfortable reading width for prose. */
    prose: { value: '42rem' },
  },
});
