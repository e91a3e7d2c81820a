/**
 * A setup file of the story tests (packages/ui and packages/features): before every story, Storybook's test
 * asks the runner page to resize the story's frame to its viewport, even when the frame already has that
 * size — a round trip through the runner page for each of ~1,500 stories. Ask only when the size changes.
 */
import { page } from 'vitest/browser';

const resize = page.viewport.bind(page);
page.viewport = (width: number, height: number) =>
  window.innerWidth === width && window.innerHeight === height ? Promise.resolve() : resize(width, height);
