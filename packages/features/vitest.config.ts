import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Two workers use both CI cores (the default on two cores is one). Files keep their own modules and
    // document: sharing them (isolate: false, a third of the run) let a file's state leak into the next
    // in CI (the curriculum builder's Move menu never answered after other files, session 8).
    maxWorkers: 2,
    // CI shares two cores among everything: lazy chunks and the mock backend can take seconds to answer.
    testTimeout: 20_000,
    // One retry on CI only, as for the stories: twice failing is a real failure.
    retry: process.env.CI ? 1 : 0,
  },
});
