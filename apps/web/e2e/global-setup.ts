// Serves the production build (dist/, made by the build task this depends on) for the journeys.
import { preview, type PreviewServer } from 'vite';

/** E2E_PORT moves it when 4183 is taken on a developer's machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4183);
let server: PreviewServer | undefined;

export async function setup(): Promise<void> {
  server = await preview({
    root: new URL('..', import.meta.url).pathname,
    preview: { port: E2E_PORT, strictPort: true },
    logLevel: 'warn',
  });
}

export async function teardown(): Promise<void> {
  await server?.close();
}
