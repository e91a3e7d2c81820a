/**
 * Two test projects: `unit` (component tests in jsdom, src/**\/*.test.tsx) and `storybook` (every story
 * rendered in headless Chromium, its play function run and axe checked by the a11y addon).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

// Chromium and Storybook write under $HOME: keep that inside the repository's ignored cache folder.
const cache = path.join(root, 'node_modules/.cache/ui-tests');
process.env.XDG_CONFIG_HOME ??= path.join(cache, 'config');
process.env.XDG_CACHE_HOME ??= path.join(cache, 'cache');
process.env.XDG_DATA_HOME ??= path.join(cache, 'data');
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

/** Debian's Chromium; never a downloaded browser. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Two pages share one browser: neither is throttled as a background tab.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

export default defineConfig({
  test: {
    // One worker (the default on two cores): with two, a keyboard story (the user menu) lost its key presses
    // and the browser's connection closed in a fresh-clone CI run.
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-unit.ts'],
          // jsdom with Chakra is slow on a busy two-core CI machine.
          testTimeout: 20_000,
          // One retry on CI only, as in packages/features: twice failing is a real failure; a test that a
          // loaded machine timed out once must not throw away the whole run (session 9's CI, unreproducible here).
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // main.ts also lists packages/features' stories; that package tests its own.
          exclude: ['../features/**', '**/packages/features/**'],
          testTimeout: 30_000,
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
