import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * `vite preview` as the site is deployed: a prerendered page where one exists (scripts/prerender.mjs
 * writes /courses as courses.html), else the app's shell (spa.html) rather than the home page's HTML.
 */
function prerenderedSiteFallback(): Plugin {
  return {
    name: 'ujuzi-prerendered-site-fallback',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const accepts = request.headers.accept ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !accepts.includes('text/html') || !request.url)
          return next();
        const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname).replace(/\/+$/, '');
        if (!pathname || extname(pathname) || !existsSync(join(dist, 'spa.html')) || existsSync(join(dist, `${pathname}.html`)))
          return next();
        request.url = '/spa.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), prerenderedSiteFallback()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // The manifest tells the prerender which chunks each page needs (preloaded in its HTML).
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
