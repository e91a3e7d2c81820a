/**
 * Measures what the design system costs a bundle: builds tiny bundles that import only Button, or
 * only DashboardLayout, from '@ujuzi/ui' and prints their gzip sizes. Each is built twice: as a
 * library with react and react-dom left out (the design system's own weight), and as an app that
 * renders it inside UiProvider with react and react-dom included (what a page would download).
 *
 * Run from packages/ui: npx tsx scripts/bench-size.ts
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');
// Inside the package's node_modules so that every import resolves as it does for the app.
const workDir = path.join(packageRoot, 'node_modules/.cache/bench-size');

interface Case {
  name: string;
  /** The named export taken from '@ujuzi/ui'. */
  component: 'Button' | 'DashboardLayout';
  /** A React element tree for the app build, as createElement calls over the imported names. */
  render: string;
}

const cases: Case[] = [
  { name: 'Button', component: 'Button', render: "h(Button, null, 'Enroll')" },
  {
    name: 'DashboardLayout',
    component: 'DashboardLayout',
    render:
      "h(DashboardLayout, { sections: [{ id: 'home', label: 'Dashboard', href: '/dashboard' }], currentPath: '/dashboard', user: { name: 'Wanjiku Kamau' }, onSignOut() {} }, 'Hello')",
  },
];

const REACT = /^react(-dom)?(\/.*)?$/;

/** Texts of modules a Button-only bundle must not contain if tree-shaking works. */
const FOREIGN_MARKERS = [
  'Initializing...',
  'Page Loading Error',
  'Code copied to clipboard!',
  'DOMPurify',
  'Failed to load notifications',
];

async function jsSizes(dir: string): Promise<{ raw: number; gzip: number; files: number; text: string }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let raw = 0;
  let gzip = 0;
  let files = 0;
  let text = '';
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const content = await readFile(path.join(entry.parentPath, entry.name));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    files += 1;
    text += content.toString('utf8');
  }
  return { raw, gzip, files, text };
}

async function measure(item: Case, mode: 'lib' | 'app') {
  const dir = path.join(workDir, `${item.name}-${mode}`);
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, 'entry.js');
  const outDir = path.join(dir, 'out');
  if (mode === 'lib') {
    await writeFile(entry, `export { ${item.component} } from '@ujuzi/ui';\n`);
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rollupOptions: { external: (id) => REACT.test(id) },
      },
    });
  } else {
    await writeFile(
      entry,
      [
        "import { createElement as h } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        `import { UiProvider, ${item.component} } from '@ujuzi/ui';`,
        `createRoot(document.getElementById('root')).render(h(UiProvider, null, ${item.render}));`,
        '',
      ].join('\n'),
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { outDir, emptyOutDir: true, minify: true, rollupOptions: { input: entry } },
    });
  }
  return jsSizes(outDir);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await rm(workDir, { recursive: true, force: true });
const rows: string[][] = [];
const leaks: string[] = [];
for (const item of cases) {
  for (const mode of ['lib', 'app'] as const) {
    const size = await measure(item, mode);
    if (item.component === 'Button') {
      for (const marker of FOREIGN_MARKERS)
        if (size.text.includes(marker)) leaks.push(`${item.name} (${mode}) contains '${marker}'`);
    }
    rows.push([
      item.name,
      mode === 'lib' ? 'library, react + react-dom excluded' : 'app in UiProvider, react + react-dom included',
      kb(size.raw),
      kb(size.gzip),
      String(size.files),
    ]);
  }
}
const header = ['import', 'build', 'minified', 'gzip', 'js files'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
await rm(workDir, { recursive: true, force: true });
if (leaks.length) {
  console.error(`Tree-shaking failed: ${leaks.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(`Tree-shaking: the Button bundles contain none of ${FOREIGN_MARKERS.length} texts of other ui modules.`);
}
