import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // CI shares two cores among everything: lazy chunks and the mock backend can take seconds to answer.
    testTimeout: 20_000,
  },
});
