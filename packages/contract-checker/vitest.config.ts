import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Real servers on loopback: generous limits so a busy CI machine does not fail a correct run.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
