import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Files share their worker's modules and document (test/setup.ts and test/dom.ts reset what a file
    // could leave behind): evaluating Chakra, the mocks and the screens once per file was a third of the
    // run. Two workers use both CI cores (the default on two cores is one).
    isolate: false,
    maxWorkers: 2,
    // CI shares two cores among everything: lazy chunks and the mock backend can take seconds to answer.
    testTimeout: 20_000,
  },
});
