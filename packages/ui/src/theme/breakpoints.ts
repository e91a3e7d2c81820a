/**
 * Breakpoints (min-width). `sm` is the client spec's 640 px (below it the bell opens the notifications
 * page) and `lg` its 1024 px desktop layout breakpoint.
 */
export const breakpoints = {
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
} as const;

/** The same values as numbers, for matchMedia and tests. */
export const BREAKPOINT_PX = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
