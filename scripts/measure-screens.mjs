#!/usr/bin/env node
// Measures the screens of packages/features (issue 24): lines per list, form and detail screen, files over 300 lines, hand-parsed route params, area-to-area imports.
// Usage: npm run bench:screens   (prints the figures; reads the sources only, no dependencies)
//
// How it counts (non-blank lines; tests and stories never count):
// - A screen is a `*-page.tsx` (or `*-pages.tsx`) of an area, plus the modules of its own folder it imports
//   (statically or through `import()`, transitively, within the folder), plus the form module it opens
//   (an imported module outside the folder whose file name holds `form`, e.g. `../shared/student-form`).
// - Each screen is one kind, the first rule that matches (on the page and its folder's modules):
//   list   = uses the kit's `ListPage` or `useListState`;
//   form   = a new/edit page (`new-*`, `edit-*`, `*-edit` in its file or folder name) or one that lays out a
//            form (`useContractForm`, `ContractForm`, react-hook-form's `useForm`);
//   detail = uses `DetailPage`, or reads route params (`useParams`, `useRouteParams`) and fetches one
//            entity with a generated get hook (`useGet…`, `use…By…`);
//   other screens (dashboards, home and legal pages, settings without a form) are not counted.
// - Areas are the folders of src/ except the infrastructure folder (infra: kit, routing, session, shell, enrollment);
//   area-to-area imports are counted as (importing area, imported area) pairs and as (importing area,
//   imported module of another area) edges.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'packages/features/src');
const INFRASTRUCTURE = new Set(['infra']);
const MAX_LINES = 300;

const isExcluded = (file) => /\.(test|stories)\.tsx?$/.test(file);
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) && !isExcluded(name) ? [path] : [];
  });

const files = walk(SRC);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const lines = (file) =>
  text
    .get(file)
    .split('\n')
    .filter((line) => line.trim() !== '').length;
const rel = (file) => relative(SRC, file).split(sep).join('/');

/** The relative modules a file imports (static, re-exported or `import()`), resolved to files. */
function importsOf(file) {
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;
  for (const match of text.get(file).matchAll(pattern)) {
    const base = resolve(dirname(file), match[1]);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) =>
      text.has(candidate),
    );
    if (target) found.push(target);
  }
  return found;
}

/** The page plus its folder's modules it reaches, plus the form modules it opens. */
function screenOf(page) {
  const folder = dirname(page);
  const seen = new Set([page]);
  const queue = [page];
  while (queue.length) {
    for (const target of importsOf(queue.pop())) {
      if (seen.has(target)) continue;
      const inFolder = dirname(target) === folder;
      const isForm = /form/.test(target.slice(target.lastIndexOf(sep) + 1));
      if (!inFolder && !isForm) continue;
      seen.add(target);
      // A form module outside the folder counts, but not what it imports from its own folder.
      if (inFolder) queue.push(target);
    }
  }
  return [...seen];
}

function kindOf(page, modules) {
  const source = modules.map((file) => text.get(file)).join('\n');
  const name = rel(page);
  if (/\b(ListPage|useListState)\b/.test(source)) return 'list';
  if (/(^|\/)(new|edit)-|-edit(\/|-)/.test(name) || /\b(useContractForm|ContractForm|useForm)\b/.test(source)) return 'form';
  if (/\bDetailPage\b/.test(source)) return 'detail';
  if (/\b(useParams|useRouteParams)\b/.test(source) && /\buse(Get[A-Z]\w*|\w+By[A-Z]\w*)\(/.test(source)) return 'detail';
  return null;
}

const areaOf = (file) => {
  const [first, ...rest] = rel(file).split('/');
  return rest.length && !INFRASTRUCTURE.has(first) ? first : null;
};

const pages = files.filter((file) => /-pages?\.tsx$/.test(file) && areaOf(file));
const screens = { list: [], form: [], detail: [] };
for (const page of pages) {
  const modules = screenOf(page);
  const kind = kindOf(page, modules);
  if (kind) screens[kind].push({ page: rel(page), lines: modules.reduce((sum, file) => sum + lines(file), 0) });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (sorted) =>
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : Math.round((sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);
const verbose = process.argv.includes('--verbose');

console.log('Screens (non-blank lines: the page, its folder modules it imports, the form it opens)');
for (const [kind, rows] of Object.entries(screens)) {
  const sorted = rows.map((row) => row.lines).sort((a, b) => a - b);
  const largest = rows.reduce((top, row) => (row.lines > (top?.lines ?? -1) ? row : top), null);
  console.log(
    `  ${`${kind}s`.padEnd(8)} ${String(rows.length).padStart(3)} screens   median ${String(median(sorted)).padStart(4)}   p90 ${String(percentile(sorted, 90)).padStart(4)}   max ${String(sorted.at(-1)).padStart(4)} (${largest?.page})`,
  );
  if (verbose)
    for (const row of [...rows].sort((a, b) => b.lines - a.lines))
      console.log(`      ${String(row.lines).padStart(5)}  ${row.page}`);
}

const large = files
  .map((file) => ({ file: rel(file), lines: lines(file) }))
  .filter((row) => row.lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);
console.log(`\nFiles over ${MAX_LINES} lines in features: ${large.length}`);
for (const row of large) console.log(`  ${String(row.lines).padStart(5)}  ${row.file}`);

const handParsed = files
  .filter((file) => !rel(file).startsWith('infra/kit/'))
  .filter((file) => /import\s*{[^}]*\buseParams\b[^}]*}\s*from\s*['"]react-router(-dom)?['"]/.test(text.get(file)));
console.log(`\nHand-parsed route params (files importing useParams outside the kit): ${handParsed.length}`);
if (verbose) for (const file of handParsed) console.log(`  ${rel(file)}`);

const edges = new Map();
for (const file of files) {
  const from = areaOf(file);
  if (!from) continue;
  for (const target of importsOf(file)) {
    const to = areaOf(target);
    if (to && to !== from) {
      const key = `${from} -> ${rel(target).replace(/\/index\.tsx?$|\.tsx?$/, '')}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
}
const pairs = new Set([...edges.keys()].map((edge) => edge.slice(0, edge.indexOf('/'))));
console.log(`\nArea-to-area imports: ${pairs.size} area pairs, ${edges.size} (importing area -> module of another area) edges`);
for (const [edge, count] of [...edges].sort()) console.log(`  ${edge}${count > 1 ? `  (${count} files)` : ''}`);
