// @hey-api/openapi-ts: the typed SDK, the one set of API types and the runtime (zod) schemas of
// request bodies and parameters, from the bundled spec.
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
    // Forms validate with the contract's own constraints (@ujuzi/api/schemas). Responses are left
    // out: nothing validates answers at run time, and they would double the file.
    { name: 'zod', responses: false, metadata: false },
  ],
});
