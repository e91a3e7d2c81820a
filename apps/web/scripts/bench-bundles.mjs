// `npm run bench:bundles`: the gzipped JavaScript of every route of the built dist/ (no browser; the
// same build always gives the same figures). Each route runs in a shell:
//   public    — the public half's start-up code (preact/compat), for the prerendered public pages;
//   app       — the app half's start-up code (React 19), for sign-in, OAuth outcome and payment pages;
//   dashboard — the app half's start-up code plus the dashboard's shell (sidebar, header).
// Per route it prints the code of its own chunks beyond that shell (its screen's chunk and what it
// imports statically; parts a screen loads lazily when shown are not counted).
//
//   npm run bench:bundles                  after a build: every route, then the shells; fails when a
//                                          dashboard screen's own chunks pass 60 KB gz
//   node scripts/bench-bundles.mjs --summary [--warn] [--dist <dir>] [--json <file>]
//                                          shells and the largest screen only; --warn: report, do not fail
//                                          (the build prints it; e2e/bundle-budget.spec.ts enforces it in `npm test`)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** A dashboard screen's own code, gzipped: heavy parts (an editor, charts) go in lazy chunks of their own. */
export const DASHBOARD_SCREEN_BUDGET_KB = 60;

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const dist = `${option('--dist', `${webRoot}dist`)}/`;
const summary = args.includes('--summary');
const warnOnly = args.includes('--warn');
const jsonOut = option('--json', null);

const readText = (path) => readFileSync(path, 'utf8');
const readManifest = (name) => {
  try {
    return JSON.parse(readText(`${dist}.vite/${name}`));
  } catch {
    // A message, not a stack trace: the one thing to do is build first.
    console.error(`bench:bundles: ${dist}.vite/${name} is missing: run \`npm run build\` first`);
    process.exit(2);
  }
};
const halves = { public: readManifest('manifest.json'), app: readManifest('app-manifest.json') };

const gzipCache = new Map();
/** Gzip level 9, as Vite and bench:lighthouse report it. */
const gzipped = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const sizeOf = (files) => [...files].reduce((sum, file) => sum + gzipped(file), 0);

/** A chunk and what it imports statically, as JavaScript files. */
function withImports(chunks, key, into = new Set()) {
  const chunk = chunks[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  (chunk.imports ?? []).forEach((imported) => withImports(chunks, imported, into));
  return into;
}
const scripts = (files) => new Set([...files].filter((file) => file.endsWith('.js')));
const keyEndingWith = (chunks, source) => Object.keys(chunks).find((key) => key.endsWith(source));

/** As scripts/prerender.mjs preloads it: the entry and the stages main.tsx loads, without the browser mock backend. */
function startupOf(chunks) {
  const entry = Object.keys(chunks).find((key) => chunks[key].isEntry);
  const files = withImports(chunks, entry);
  for (const key of chunks[entry].dynamicImports ?? []) if (!key.includes('packages/mocks/')) withImports(chunks, key, files);
  return scripts(files);
}

const DASHBOARD_SHELL_SOURCE = 'packages/features/src/infra/shell/dashboard-shell.tsx';
/** The dashboard shell's chunk: its own entry, or (when screens import from it too) the shared chunk named after it. */
const dashboardShellKey = (chunks) =>
  keyEndingWith(chunks, DASHBOARD_SHELL_SOURCE) ??
  Object.keys(chunks).find((key) => chunks[key].name === 'dashboard-shell' && !chunks[key].src);
const shells = {
  public: startupOf(halves.public),
  app: startupOf(halves.app),
};
const dashboardShell = dashboardShellKey(halves.app);
if (!dashboardShell) throw new Error(`no chunk of ${DASHBOARD_SHELL_SOURCE} in the app half's manifest`);
shells.dashboard = scripts(withImports(halves.app, dashboardShell, new Set(shells.app)));

/** ROUTES of @ujuzi/domain (path and access), read from its source. */
function readRoutes() {
  const source = readText(`${repoRoot}packages/domain/src/routes.ts`);
  const table = source.slice(source.indexOf('export const ROUTES'), source.indexOf('] as const'));
  return [...table.matchAll(/path: '([^']+)',\s*access: ('(\w+)'|\[|\{)/g)].map((match) => ({
    path: match[1],
    access: match[3] ?? 'roles',
  }));
}

/** As src/routing/halves.ts decides: public and sign-in routes are the public half, except the OAuth outcomes. */
const halfOfRoute = ({ path, access }) =>
  (access === 'public' || access === 'guest') && !path.startsWith('/auth/') ? 'public' : 'app';

/**
 * Route pattern → the @ujuzi/features module its screen comes from, read from src/screens.tsx (loaders
 * are `name()`, `group.name()` or an inline `import('…')`); patterns it leaves out show the placeholder.
 */
function readScreens() {
  const source = readText(`${webRoot}src/screens.tsx`);
  const modules = new Map();
  for (const match of source.matchAll(/(?:const\s+)?(\w+)(?::\s*\w+)?\s*[=:]\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
    modules.set(match[1], match[2]);
  for (const group of source.matchAll(/const\s+(\w+)\s*=\s*\{([\s\S]*?)\n\};/g))
    for (const member of group[2].matchAll(/(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
      modules.set(`${group[1]}.${member[1]}`, member[2]);
  // The route tables (APP_SCREENS, PUBLIC_SCREENS): their entries are the only quoted keys with a loader.
  const screens = new Map();
  for (const entry of source.matchAll(/^\s*'([^']+)':\s*\(\)\s*=>\s*(?:import\('([^']+)'\)|([\w.]+)\(\))/gm)) {
    const specifier = entry[2] ?? modules.get(entry[3]);
    if (!specifier) throw new Error(`src/screens.tsx: cannot tell which module '${entry[1]}' loads (${entry[3]})`);
    screens.set(entry[1], specifier);
  }
  return { screens, placeholder: modules.get('placeholder') };
}

/** '@ujuzi/features/auth' → the source file its package exports ('packages/features/src/auth.ts'). */
function sourceOf(specifier) {
  const [scope, name, ...rest] = specifier.split('/');
  const folder = `packages/${name}`;
  const { exports } = JSON.parse(readText(`${repoRoot}${folder}/package.json`));
  const subpath = rest.length ? `./${rest.join('/')}` : '.';
  if (exports[subpath]) return `${folder}/${exports[subpath].slice(2)}`;
  for (const [pattern, target] of Object.entries(exports)) {
    if (!pattern.endsWith('/*') || !subpath.startsWith(pattern.slice(0, -1))) continue;
    return `${folder}/${target.slice(2).replace('*', subpath.slice(pattern.length - 1))}`;
  }
  throw new Error(`${scope}/${name} exports no ${subpath}`);
}

const { screens, placeholder } = readScreens();
const rows = readRoutes().map((route) => {
  const half = halfOfRoute(route);
  const shell = half === 'public' ? 'public' : route.path.startsWith('/dashboard') ? 'dashboard' : 'app';
  const specifier = screens.get(route.path) ?? placeholder;
  const chunks = halves[half];
  const key = keyEndingWith(chunks, sourceOf(specifier));
  if (!key) throw new Error(`${route.path}: no chunk for ${specifier} in the ${half} half's manifest`);
  const own = [...scripts(withImports(chunks, key))].filter((file) => !shells[shell].has(file));
  return { route: route.path, half, shell, screen: specifier, ownKb: kb(sizeOf(own)), files: own.length };
});

const shellRows = Object.entries(shells).map(([name, files]) => ({ shell: name, kb: kb(sizeOf(files)), files: files.size }));
const overBudget = rows.filter((row) => row.shell === 'dashboard' && row.ownKb > DASHBOARD_SCREEN_BUDGET_KB);

if (!summary) {
  console.log('route'.padEnd(58), 'shell'.padEnd(10), 'own JS (gz)  screen');
  for (const row of rows)
    console.log(
      row.route.padEnd(58),
      row.shell.padEnd(10),
      `${row.ownKb.toFixed(1).padStart(6)} KB ${String(row.files).padStart(2)}f  ${row.screen}`,
    );
  console.log('');
}
for (const row of shellRows)
  console.log(`shell ${row.shell.padEnd(10)} ${row.kb.toFixed(1).padStart(6)} KB gz in ${row.files} files`);
const largest = [...rows].filter((row) => row.shell === 'dashboard').sort((a, b) => b.ownKb - a.ownKb)[0];
console.log(
  `${rows.length} routes; largest dashboard screen: ${largest ? `${largest.route} ${largest.ownKb} KB` : 'none'} (budget ${DASHBOARD_SCREEN_BUDGET_KB} KB gz)`,
);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ shells: shellRows, routes: rows }, null, 2)}\n`);
if (overBudget.length) {
  (warnOnly ? console.warn : console.error)(
    `bench:bundles: over the ${DASHBOARD_SCREEN_BUDGET_KB} KB budget of a dashboard screen's own code (move heavy parts into lazy chunks):\n  ${overBudget
      .map((row) => `${row.route}: ${row.ownKb} KB (${row.screen})`)
      .join('\n  ')}`,
  );
  if (!warnOnly) process.exitCode = 1;
}
