import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // CI shares two cores among everything: lazy chunks and the mock backend can take seconds to answer.
    testTimeout: 20_000,
    // The files share their workers' modules (React, Chakra, the mock backend): ~2 of ~6 minutes were
    // spent importing them again per file. The harness resets what is shared after each test
    // (database, sessions, toasts, handlers, faults).
    isolate: false,
  },
});
