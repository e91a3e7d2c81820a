// Prerenders the public site into dist/ after the two client builds (public half, app half) and the
// server entry (`vite build --ssr`), see scripts/build.mjs: one HTML file per public page with its
// markup, style sheets (assets/style-<hash>.css), head tags and data (the public half's code), plus 404.html, sitemap.xml,
// robots.txt, _redirects (a static host's rewrites) and _headers (its security headers); and preloads the app half's start-up code in spa.html (the React app's HTML, served
// for every path without a prerendered page).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const started = performance.now();
// Where the client build and the server entry are (the benchmark builds apart from dist/).
const dist = `${process.env.PRERENDER_DIST ?? fileURLToPath(new URL('../dist', import.meta.url))}/`;
const serverEntry = pathToFileURL(
  process.env.PRERENDER_SSR_ENTRY ?? fileURLToPath(new URL('../node_modules/.cache/ssr/entry-server.js', import.meta.url)),
);
const ssr = await import(serverEntry.href);

/** The public half's HTML as Vite built it (kept under .vite/, so running the prerender again starts from it). */
const TEMPLATE_COPY = '.vite/public-index.html';
async function readTemplate() {
  const built = await readFile(`${dist}index.html`, 'utf8');
  if (built.includes('<div id="root"></div>')) {
    await writeFile(`${dist}${TEMPLATE_COPY}`, built);
    return built;
  }
  const kept = await readFile(`${dist}${TEMPLATE_COPY}`, 'utf8').catch(() => '');
  if (kept.includes('<div id="root"></div>')) return kept;
  throw new Error('dist/index.html has no empty #root: run the client build first');
}
const template = await readTemplate();
const readManifest = async (name) => JSON.parse(await readFile(`${dist}.vite/${name}`, 'utf8'));
const manifest = await readManifest('manifest.json');
const appManifest = await readManifest('app-manifest.json');

const entryOf = (chunks) => Object.keys(chunks).find((key) => chunks[key].isEntry);

/** A chunk and everything it imports statically, as files. */
function withImports(key, into = new Set(), chunks = manifest) {
  const chunk = chunks[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  (chunk.imports ?? []).forEach((imported) => withImports(imported, into, chunks));
  return into;
}

/**
 * A half's start-up code: the entry, and the parts main.tsx loads one after the other (API client,
 * design system, React DOM, the app), all fetched at once. The browser mock backend is left out: it
 * loads only in mock mode, after these. (scripts/bench-bundles.mjs counts the same way.)
 */
function startupChunksOf(chunks) {
  const entry = entryOf(chunks);
  const files = withImports(entry, new Set(), chunks);
  for (const key of chunks[entry].dynamicImports ?? []) if (!key.includes('packages/mocks/')) withImports(key, files, chunks);
  return [...files].filter((file) => file.endsWith('.js'));
}
const startupChunks = startupChunksOf(manifest);

/** The chunks of the features area that renders a page (and what they import), on top of the start-up code. */
function pageChunks(areaSource) {
  const areaKey = Object.keys(manifest).find((key) => key.endsWith(areaSource));
  if (!areaKey) return [];
  return [...withImports(areaKey)].filter((file) => file.endsWith('.js') && !startupChunks.includes(file));
}

/** Which features area renders a path (see src/screens.tsx). */
function areaOf(path) {
  const first = path.split('/')[1] ?? '';
  // Each sign-in page is its own chunk (src/screens.tsx).
  const signIn = { '/login': 'login-page', '/register': 'register-page', '/forgot-password': 'forgot-password-page' };
  if (ssr.SIGN_IN_PAGES.includes(path)) return `packages/features/src/auth/${signIn[path]}.tsx`;
  if (first === 'courses' && path.split('/').length > 2) return 'packages/features/src/public/courses/detail/index.ts';
  const areas = {
    '': 'home',
    about: 'about',
    contact: 'contact',
    courses: 'courses',
    articles: 'articles',
    admissions: 'admissions',
    faq: 'faq',
    terms: 'legal',
    privacy: 'legal',
    cookies: 'legal',
    accessibility: 'legal',
    certificate: 'certificate-verification',
    unauthorized: 'unauthorized',
  };
  return `packages/features/src/public/${areas[first] ?? 'not-found'}/index.ts`;
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside <script>: '<' escaped so the data can never close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Every HTML file the build writes carries the Content-Security-Policy as a meta tag (a fallback for a
 * host that sends no headers: dist/_headers), first in <head>, before any script.
 */
const securityMeta = ssr.securityMetaTag();
const withPolicy = (html) =>
  html
    .replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '') // a second run starts from its own spa.html
    .replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${securityMeta}`);

/** The page's code, started by the site's one inline script once the page has painted (src/prerender/security-headers.ts). */
const deferredScripts = (entry, files) => ssr.bootstrapHtml(entry, files);

/**
 * A page's styles as static CSS files (no style is computed or written while the page starts, and the
 * files are kept across pages and visits): the global sheet, the same on every page, and the page's
 * component rules, each named by its content's hash under assets/ (pages with the same rules share one).
 */
const styleFiles = new Map();
async function styleSheet(css) {
  const name = `assets/style-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  if (!styleFiles.has(name)) {
    styleFiles.set(name, css.length);
    await write(name, css);
  }
  return `/${name}`;
}
async function styleLinks({ globals, components, componentNames }) {
  return ssr.styleSheetLinks({
    globals: globals ? await styleSheet(globals) : undefined,
    components: components ? { href: await styleSheet(components), names: componentNames } : undefined,
  });
}

async function page(rendered, path) {
  // A sign-in page is inert until its form is alive (main.tsx): a tap before would be lost, and a
  // submit before would send the password in the URL.
  const inert = ssr.SIGN_IN_PAGES.includes(path) ? ' inert' : '';
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const files = [...startupChunks, ...pageChunks(areaOf(path))].map((file) => `/${file}`).filter((file) => file !== entry);
  return withPolicy(template)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${rendered.head}${await styleLinks(rendered.styles)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttribute(path)}"${inert}>${rendered.html}</div>` +
        `<script type="application/json" id="ujuzi-initial-data">${scriptJson(rendered.state)}</script>` +
        deferredScripts(entry, files),
    );
}

/** The app half's HTML (paths without a prerendered page): its start-up parts preloaded, so loading them one by one costs no round trips. */
function spaShell(html) {
  const listed = new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]));
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('dist/spa.html has no module script: build the app half first');
  const links = startupChunksOf(appManifest)
    .map((file) => `/${file}`)
    .filter((file) => file !== entry && !listed.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return withPolicy(html).replace('</head>', `${links}</head>`);
}

async function write(file, content) {
  await mkdir(dirname(`${dist}${file}`), { recursive: true });
  await writeFile(`${dist}${file}`, content);
}

/** '/' → index.html, '/courses' → courses.html, '/courses/go-101' → courses/go-101.html (what `vite preview` and static hosts serve). */
const fileFor = (path) => (path === '/' ? 'index.html' : `${decodeURIComponent(path).slice(1)}.html`);

// The React app for every path that has no prerendered page (dashboard, token links).
const spaHtml = await readFile(`${dist}spa.html`, 'utf8');
await write('spa.html', spaShell(spaHtml));

const { source } = await ssr.setup();
let written = 0;
const skipped = [];
try {
  const pages = await ssr.publicPages();
  for (const { path } of pages) {
    const rendered = await ssr.renderPage(path);
    if (rendered.failures.length) {
      skipped.push(`${path} (${rendered.failures.join('; ')})`);
      continue;
    }
    await write(fileFor(path), await page(rendered, path));
    written += 1;
  }
  const notFound = await ssr.renderPage('/this-page-does-not-exist');
  await write('404.html', await page(notFound, '/404'));
  await write('sitemap.xml', ssr.sitemapXml(pages.filter((entry) => !skipped.some((line) => line.startsWith(`${entry.path} `)))));
  await write('robots.txt', ssr.robotsTxt());
  // A static host's rewrites: every app path to spa.html, whatever its last segment (src/prerender/host-rewrites.ts).
  await write('_redirects', ssr.hostRewritesFile(ssr.SIGN_IN_PAGES));
  // The security headers every file is sent with (src/prerender/security-headers.ts; README, "Security headers").
  await write('_headers', ssr.securityHeadersFile());
} finally {
  ssr.teardown();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `prerender: ${written} public and sign-in pages, ${styleFiles.size} style sheets (${Math.round([...styleFiles.values()].reduce((sum, size) => sum + size, 0) / 1024)} KB), 404.html, sitemap.xml, robots.txt, _redirects, _headers, spa.html's preloads from ${source} in ${seconds} s`,
);
if (skipped.length) console.warn(`prerender: left to the browser (a read failed):\n  ${skipped.join('\n  ')}`);
