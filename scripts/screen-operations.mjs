// Which contract operations a screen calls: for each operation of the generated SDK, whether the client's
// own code (packages/features, apps/web, and the session core the sign-in screens and the shell drive:
// packages/api/src/session; tests and stories left out) uses its hook (useListX), its SDK
// function (listX(...)) or its path (a download or an upload by URL). Prints the count per tag and, with
// --missing, the operations no screen calls. Run `npm run generate` first.
// Usage: node scripts/screen-operations.mjs [--missing] [--tag=payments]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const spec = JSON.parse(readFileSync(join(root, 'packages/api/src/gen/openapi.json'), 'utf8'));
const showMissing = process.argv.includes('--missing');
const onlyTag = process.argv.find((arg) => arg.startsWith('--tag='))?.slice('--tag='.length);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'gen' || name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories|spec)\.tsx?$/.test(name) ? [file] : [];
  });
}
const code = ['packages/features/src', 'apps/web/src', 'packages/api/src/session']
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const pascal = (id) => id[0].toUpperCase() + id.slice(1);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '/finance/receipts/{id}/download/' as it appears in code: any parameter, a template or a literal. */
const pathPattern = (path) =>
  new RegExp(
    `['"\`]${path
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('(?:\\$\\{[^}]+\\}|[^/\'"`]+)')}['"\`?]`,
  );

const rows = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!operation?.operationId) continue;
    const id = operation.operationId;
    const tag = operation.tags?.[0] ?? 'other';
    const used =
      new RegExp(`\\buse${pascal(id)}\\b`).test(code) || new RegExp(`\\b${id}\\s*\\(`).test(code) || pathPattern(path).test(code);
    rows.push({ tag, id, method: method.toUpperCase(), path, used });
  }
}

const byTag = new Map();
for (const row of rows) {
  const entry = byTag.get(row.tag) ?? { used: 0, total: 0 };
  entry.total += 1;
  if (row.used) entry.used += 1;
  byTag.set(row.tag, entry);
}
console.log('operations a screen calls, by tag');
for (const [tag, { used, total }] of [...byTag].sort((a, b) => b[1].total - b[1].used - (a[1].total - a[1].used)))
  console.log(`${tag.padEnd(15)} ${String(used).padStart(4)}/${String(total).padEnd(4)} ${total - used} without a screen`);
const used = rows.filter((row) => row.used).length;
console.log(`${'all'.padEnd(15)} ${String(used).padStart(4)}/${rows.length} ${rows.length - used} without a screen`);
if (showMissing)
  for (const row of rows.filter((r) => !r.used && (!onlyTag || r.tag === onlyTag)))
    console.log(`  ${row.tag} ${row.method} ${row.path} ${row.id}`);
