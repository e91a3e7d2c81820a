import react from '@vitejs/plugin-react';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheFilter } from './src/install/precache-list';
import { securityHeaders, WORKER_PATHS, workerContentSecurityPolicy } from './src/prerender/security-headers';

/**
 * `vite preview` as the site is deployed: a prerendered page where one exists (scripts/prerender.mjs
 * writes /courses as courses.html), else the app's shell (spa.html) rather than the home page's HTML.
 * Whether a path is a file is asked of dist/ itself, not guessed from its last segment: a staff
 * member's page (/dashboard/staff/jane.doe) has a dot and is still the app (issue 31). The static
 * host's rules (dist/_redirects, src/prerender/host-rewrites.ts) say the same.
 */
function prerenderedSiteFallback(): Plugin {
  return {
    name: 'ujuzi-prerendered-site-fallback',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
      server.middlewares.use((request, _response, next) => {
        const accepts = request.headers.accept ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !accepts.includes('text/html') || !request.url)
          return next();
        const raw = new URL(request.url, 'http://localhost').pathname;
        let pathname: string;
        try {
          pathname = decodeURIComponent(raw);
        } catch {
          pathname = raw; // a malformed escape is the app's not-found page, not a crash of the server
        }
        pathname = pathname.replace(/\/+$/, '');
        const inDist = (file: string) => {
          const path = join(dist, file);
          return path.startsWith(`${dist}/`) && isFile(path);
        };
        if (!pathname || !inDist('spa.html') || inDist(pathname) || inDist(`${pathname}.html`)) return next();
        request.url = '/spa.html';
        next();
      });
    },
  };
}

/**
 * `vite preview` sends the security headers a deployed site sends (src/prerender/security-headers.ts,
 * the same as dist/_headers): the pages' policy on every response, the mock backend's service worker
 * script with its own. Not the dev server: its hot reload runs inline scripts and eval.
 */
function securityHeadersOnPreview(apiUrl: string | undefined): Plugin {
  return {
    name: 'ujuzi-security-headers-on-preview',
    configurePreviewServer(server) {
      const headers = securityHeaders({ apiUrl });
      const workerPolicy = workerContentSecurityPolicy({ apiUrl });
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        if (request.url && WORKER_PATHS.includes(new URL(request.url, 'http://localhost').pathname))
          response.setHeader('Content-Security-Policy', workerPolicy);
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
 * recipe in the chunk of the component that uses it. Measured: ~4 KB gzipped off every public page
 * (session 2), and 206.8 → 202.5 KB gzipped of the app half's start-up code (bench:bundles, issue 13).
 * Both halves use it.
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
 * Measured on the public pages' hydration (TBT on /courses 262 → 131 ms with the header and footer
 * slices, fa5719b). Both halves use it: /login's start-up counts against its budget too.
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
 * Chakra's provider renders emotion's <Global> with the system's whole global style sheet (reset,
 * global styles, every token as a CSS variable, ~55 KB). A prerendered page already links that
 * sheet as a CSS file (collected-styles.ts); rendering <Global> there again builds the sheet (~95 ms
 * at 4× CPU), serialises it and writes it into the page a second time, a full restyle of the page
 * (~100 ms). With the sheet in the page, the provider leaves it as it is; anywhere else (a page
 * the app renders afresh, the prerender itself) it renders <Global> as before. Measured on the
 * public pages' start-up (traces at 4× CPU: the global-styles task and one style recalculation
 * gone; Lighthouse TBT in the closing note of session 8). Both halves use it (/login is prerendered).
 */
/** src/prerender/collected-styles.ts's PRERENDERED_GLOBALS_SELECTOR (a test keeps them equal; the config loads no app code). */
const PRERENDERED_GLOBALS_SELECTOR = '[data-ujuzi-global]';
export const chakraGlobalsFromThePage = (): Plugin =>
  rewriteModule('chakraGlobalsFromThePage', /@chakra-ui\/react\/dist\/esm\/styled-system\/provider\.js$/, [
    [
      '  const { value: sys, children } = props;\n',
      // Asked once, at the first render: the sheet <Global> would add later must not count as the page's.
      `  const { value: sys, children } = props;\n  const globalsInPage = (globalsInPageOnFirstRender ??= typeof document !== "undefined" && document.querySelector(${JSON.stringify(PRERENDERED_GLOBALS_SELECTOR)}) !== null);\n`,
    ],
    ['function ChakraProvider(props) {\n', 'let globalsInPageOnFirstRender;\nfunction ChakraProvider(props) {\n'],
    ['    !sys._config.disableLayers && ', '    !globalsInPage && !sys._config.disableLayers && '],
    [
      '    /* @__PURE__ */ jsx(Global, { styles: sys._global }),',
      '    !globalsInPage && /* @__PURE__ */ jsx(Global, { styles: sys._global }),',
    ],
  ]);

/**
 * Chakra's LocaleProvider (via Ark and zag) asks `new Intl.Locale(locale).maximize()` whether the
 * locale is written right to left: the first such lookup loads ICU's likely-subtags data, one
 * 60–170 ms block of the first render on a slow phone (4× CPU; /courses' hydration, this session's
 * traces). Every English locale (ours is en-KE) is written left to right, so it answers at once;
 * any other locale is asked as before. Both halves use it.
 */
export const englishIsLeftToRight = (): Plugin =>
  rewriteModule('englishIsLeftToRight', /@zag-js\/i18n-utils\/dist\/is-rtl\.mjs$/, [
    ['function isRTL(locale) {\n', 'function isRTL(locale) {\n  if (/^en(?:-|$)/i.test(locale)) return false;\n'],
  ]);

/**
 * The production build makes two client bundles into one dist/ (README, "Which pages run what"):
 * - the public half (`UJUZI_HALF=public`, the default; also the prerender's server entry) renders
 *   with preact/compat in place of React DOM: the same components, ~55 KB less gzipped JavaScript on
 *   every prerendered public page (budget: 170 KB on a slow phone);
 * - the app half (`UJUZI_HALF=app`: sign-in, OAuth outcomes, payment, dashboard) runs React 19 as the
 *   dev server, the unit tests and Storybook do. Its HTML is dist/spa.html, served for every path
 *   without a prerendered page.
 * `import.meta.env.UJUZI_HALF` tells the code which half it is (src/routing/halves.ts).
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

type Half = 'public' | 'app';

function halfToBuild(): Half {
  const half = process.env.UJUZI_HALF ?? 'public';
  if (half !== 'public' && half !== 'app') throw new Error(`UJUZI_HALF must be "public" or "app", not "${half}"`);
  return half;
}

/** The app half's HTML is written as spa.html, beside the public half's index.html (which the prerender fills). */
function appHtmlAsSpaHtml(): Plugin {
  return {
    name: 'ujuzi-app-html-as-spa-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html) throw new Error('the app half built no index.html');
      html.fileName = 'spa.html';
    },
  };
}

/**
 * The site's one service worker (src/install/sw.ts → dist/sw.js; issue 29), built with the app half:
 * its precache list is the app shell only (src/install/precache-list.ts), read from the build's files
 * once both halves are in dist/. No registration code is injected (src/install/register.ts registers it
 * after the page has loaded) and no manifest written (public/manifest.webmanifest is the app's).
 */
function siteServiceWorker(): Plugin[] {
  let outDir = '';
  return [
    {
      name: 'ujuzi-service-worker-out-dir',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/install',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        // A classic worker: MSW's worker script is imported with importScripts in the mock build.
        rollupFormat: 'iife',
        globPatterns: ['spa.html', 'manifest.webmanifest', 'favicon.svg', 'icons/*.png', 'assets/*.js'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const inShell = precacheFilter(outDir);
            return { manifest: entries.filter((entry) => inShell(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const build = command === 'build';
  const half = build ? halfToBuild() : undefined;
  const light = half === 'public';
  return {
    plugins: [
      react(),
      securityHeadersOnPreview(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_API_URL || undefined),
      prerenderedSiteFallback(),
      // Each rewrite where its gain was measured (see their comments).
      chakraThemeWithoutRecipeLists(),
      chakraGlobalCssOnFirstRead(),
      chakraGlobalsFromThePage(),
      englishIsLeftToRight(),
      ...(half === 'app' && !isSsrBuild ? [appHtmlAsSpaHtml(), ...siteServiceWorker()] : []),
    ],
    define: half ? { 'import.meta.env.UJUZI_HALF': JSON.stringify(half) } : {},
    resolve: { alias: light ? PREACT_ALIASES : [] },
    // The prerender's server entries bundle the libraries too, so that they render with the same
    // runtime as their half's browser code (Preact, or React); jsdom (DOMPurify's window) and MSW's
    // Node server (mock mode) stay plain Node imports.
    ssr: build ? { noExternal: true, external: ['jsdom', 'msw', 'msw/node'] } : undefined,
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The manifests tell the prerender (and bench:bundles) which chunks each page needs.
      manifest: half === 'app' ? '.vite/app-manifest.json' : true,
      // The app half is added to the public half's output (built first, which empties it).
      emptyOutDir: half !== 'app',
      rolldownOptions: {
        onwarn(warning, warn) {
          // React Router reads React.useOptimistic only where it exists (React 19); preact/compat has none.
          if (light && warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
          warn(warning);
        },
      },
    },
  };
});
