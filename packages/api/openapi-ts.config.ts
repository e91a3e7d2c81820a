// @hey-api/openapi-ts: the typed SDK and the one set of API types, from the bundled spec.
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: './src/gen/openapi.json',
  output: { path: './src/gen/sdk', clean: true },
  plugins: [
    {
      name: '@hey-api/client-fetch',
      // Wires the generated client to our HTTP core (base URL and fetch).
      runtimeConfigPath: './src/http/hey-api-runtime',
    },
    { name: '@hey-api/typescript', enums: false },
    { name: '@hey-api/sdk' },
  ],
});
