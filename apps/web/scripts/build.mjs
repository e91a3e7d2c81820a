// `npm run build`: what is deployed, in one dist/ (README, "Which pages run what").
//   1. the public half: the prerendered pages' code, on preact/compat (index.html, .vite/manifest.json);
//   2. the app half: the React app (spa.html, .vite/app-manifest.json), added to the same dist/;
//   3. the prerender's server entry (the public half: the public pages and the sign-in pages), then the
//      prerender itself;
//   4. the bundle sizes (scripts/bench-bundles.mjs): the shells and the largest dashboard screen, with a
//      warning for any screen over its 60 KB budget (e2e/bundle-budget.spec.ts fails `npm test` on it).
//
//   node scripts/build.mjs [--out-dir <dir>] [--ssr-dir <dir>]   (the Lighthouse benchmark builds apart from dist/)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const outDir = option('--out-dir', `${webRoot}dist`);
const ssrDir = option('--ssr-dir', `${webRoot}node_modules/.cache/ssr`);

function run(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: webRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

const started = performance.now();
await run('npx', ['vite', 'build', '--outDir', outDir], { UJUZI_HALF: 'public' });
await run('npx', ['vite', 'build', '--outDir', outDir], { UJUZI_HALF: 'app' });
await run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn'], {
  UJUZI_HALF: 'public',
});
await run('node', ['scripts/prerender.mjs'], {
  PRERENDER_DIST: outDir,
  PRERENDER_SSR_ENTRY: `${ssrDir}/entry-server.js`,
});
await run('node', ['scripts/bench-bundles.mjs', '--summary', '--warn', '--dist', outDir]);
console.log(`build: both halves, prerendered, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
