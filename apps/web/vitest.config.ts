import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
