import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Fake-timer tests with real MSW round trips need room on a busy two-core CI machine.
    testTimeout: 20_000,
  },
});
