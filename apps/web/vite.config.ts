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

/**
 * A build transform that rewrites exact statements of one library module. A library upgrade that
 * changes the module must fail the build (naming the plugin to revisit), not silently undo the change.
 */
function rewriteModule(name: string, module: RegExp, replacements: ReadonlyArray<readonly [string, string]>): Plugin {
  return {
    name: `ujuzi-${name}`,
    transform(code, id) {
      if (!module.test(id)) return undefined;
      let result = code;
      for (const [statement, replacement] of replacements) {
        if (!result.includes(statement))
          throw new Error(`${id} no longer contains "${statement.trim()}": revisit ${name} in apps/web/vite.config.ts`);
        result = result.replace(statement, replacement);
      }
      return { code: result, map: null };
    },
  };
}

/**
 * Chakra's theme module, which our start-up code imports for its tokens, also builds lists of every
 * recipe: the bundler then puts every recipe any screen uses into the start-up code, although our
 * components register theirs with their own code (packages/ui/src/theme/register-recipes.ts). Our
 * system is built from `defaultBaseConfig` and never reads those lists; emptying them keeps each
 * recipe in the chunk of the component that uses it (~4 KB gzipped off every public page).
 */
export const chakraThemeWithoutRecipeLists = (): Plugin =>
  rewriteModule('chakraThemeWithoutRecipeLists', /@chakra-ui\/react\/dist\/esm\/theme\/index\.js$/, [
    ["import { recipes } from './recipes.js';", 'const recipes = {};'],
    ["import { slotRecipes } from './slot-recipes.js';", 'const slotRecipes = {};'],
  ]);

/**
 * Chakra's `createSystem` also writes the whole global style sheet (reset, global styles, every token
 * as a CSS variable), ~75 ms of one long task on a slow phone. Built on first read instead, the app
 * can build it in a task of its own (ui's `prepareGlobalStyles`), which keeps both tasks short.
 */
export const chakraGlobalCssOnFirstRead = (): Plugin =>
  rewriteModule('chakraGlobalCssOnFirstRead', /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/, [
    ['  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '  let globalStylesOnFirstRead;'],
    [
      '    _global,\n',
      '    get _global() {\n      return (globalStylesOnFirstRead ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    ],
  ]);

/**
 * The production build renders with preact/compat in place of React DOM: the same components, ~55 KB
 * less gzipped JavaScript on every page (the public site's budget is 170 KB on a slow phone). The dev
 * server, the unit tests and Storybook keep React (fast refresh, its warnings and dev tools); the
 * browser journeys (e2e) run on the production build, so they exercise what users get.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), prerenderedSiteFallback(), chakraThemeWithoutRecipeLists(), chakraGlobalCssOnFirstRead()],
  resolve: { alias: command === 'build' ? PREACT_ALIASES : [] },
  // The prerender's server entry bundles the libraries too, so that they render with the same Preact;
  // jsdom (DOMPurify's window) and MSW's Node server (mock mode) stay plain Node imports.
  ssr: command === 'build' ? { noExternal: true, external: ['jsdom', 'msw', 'msw/node'] } : undefined,
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // The manifest tells the prerender which chunks each page needs (preloaded in its HTML).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React.useOptimistic only where it exists (React 19); preact/compat has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
}));
