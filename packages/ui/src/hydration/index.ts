export { HydrationSlice, isHydratingProgressively, markHydrationSlices, startProgressiveHydration } from './hydration-slice';
