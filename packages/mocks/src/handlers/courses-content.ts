/** A course's content, gathered: lessons, structure, offerings, reviews and learning paths (one module each). */
import type { HttpHandler } from 'msw';
import { lessonHandlers } from './courses-lessons';
import { structureHandlers } from './courses-structure';
import { offeringHandlers } from './courses-offerings';
import { reviewHandlers } from './courses-reviews';
import { pathHandlers } from './courses-paths';

export function contentHandlers(): HttpHandler[] {
  return [...lessonHandlers(), ...structureHandlers(), ...offeringHandlers(), ...reviewHandlers(), ...pathHandlers()];
}
