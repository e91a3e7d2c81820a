// orval: TanStack Query hooks and MSW handlers with faker data, from the bundled spec.
import { defineConfig } from 'orval';

export default defineConfig({
  ujuzi: {
    input: { target: './src/gen/openapi.json' },
    output: {
      target: './src/gen/hooks/endpoints.ts',
      schemas: './src/gen/hooks/model',
      client: 'react-query',
      httpClient: 'fetch',
      mode: 'tags-split',
      clean: true,
      mock: {
        generators: [{ type: 'msw' }],
      },
      override: {
        mutator: { path: './src/http/orval-mutator.ts', name: 'orvalFetch' },
        mock: {
          useExamples: true,
          numberMax: 100000,
          stringMax: 60,
        },
        fetch: {
          // Hooks get the body itself; failures are thrown as ApiError by the mutator.
          includeHttpResponseReturnType: false,
        },
      },
    },
  },
});
