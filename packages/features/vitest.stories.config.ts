/**
 * The screens' stories in headless Chromium (play functions and axe, as for the design system):
 * `npx vitest run -c vitest.stories.config.ts`. Debian's Chromium; never a downloaded browser.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

// Chromium and Storybook write under $HOME: keep that inside the repository's ignored cache folder.
const cache = path.join(root, 'node_modules/.cache/features-stories');
process.env.XDG_CONFIG_HOME ??= path.join(cache, 'config');
process.env.XDG_CACHE_HOME ??= path.join(cache, 'cache');
process.env.XDG_DATA_HOME ??= path.join(cache, 'data');
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Two pages share one browser: neither is slowed down as a background tab.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  test: {
    name: 'features-stories',
    // main.ts lists every package's stories and the plugin ignores `include`: leave the design
    // system's to packages/ui, which tests its own (they ran twice before).
    exclude: ['../ui/**', '**/packages/ui/**'],
    // A story waits on lazy chunks and the mock backend, which a busy two-core CI machine can hold for
    // seconds (the browser default of 15 s was too tight), as in packages/ui.
    testTimeout: 30_000,
    setupFiles: [path.join(root, '.storybook/vitest-viewport.ts')],
    // Two pages in one Chromium (the default on two cores is one): while one waits on lazy chunks or the
    // mock backend, the other renders.
    maxWorkers: 2,
    // The story files of a page share its module set: Chakra, the mock backend and the screens load once
    // per page, not once per file (a fifth of the run). Each story renders into a fresh root with its
    // own query client, and the mock backend's handlers are reset by the msw loader for every story.
    isolate: false,
    // One retry on CI only: a story that fails twice is a real failure; one that a loaded machine timed
    // out once must not throw away a whole CI run (a features failure did, unreproducible here, session 9).
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
});
