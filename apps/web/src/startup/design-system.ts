/** Start-up stage: the design system's provider, with its theme and styling engine (evaluated in its own task; see main.tsx). */
export { getSystem, prepareGlobalStyles, startProgressiveHydration, UiProvider } from '@ujuzi/ui';
