/**
 * Two projects: `unit` (component tests of the app's guards and routing, jsdom) and `e2e` (browser
 * journeys in Debian's Chromium against the production build served on port 4183).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two journey files at a time, each in its own Chromium (own profile, so its own mock database) against
    // the one preview server of global-setup: one browser at a time left a core idle (two cores: the run
    // took 411 s instead of the 562 s of the last CI).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The DOM polyfills Chakra needs in jsdom, shared with the screens' tests.
          setupFiles: ['../../packages/features/test/dom.ts', './test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One retry on CI only, as in the packages: a journey failing twice is a real failure.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
