#!/usr/bin/env node
// Compares the operations of openapi/ with the checklist ../shared/contract/endpoints.txt and prints coverage per group.
// Usage: npm run coverage:contract (from the repository root)   (exits 1 when a group marked complete misses an operation,
// or when the spec has an operation the checklist does not list and that is not marked as a proposed extension)
//
// An operation the checklist lacks but an issue needs (e.g. the defaulters list) is a proposal to the backend team:
// it carries `x-extension: <why, and which issue asks for it>` and is printed apart, never silently accepted.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Groups whose every checklist line must be in the spec. Add a group here when it is finished. */
export const COMPLETE_GROUPS = [
  'accounts',
  'core',
  'academics',
  'assessment',
  'finance',
  'communication',
  'learning',
  'assessments',
  'alumni',
  'contact',
  'community',
  'newsletter',
  'courses',
  'students',
  'health',
];

export const DEFAULT_CHECKLIST = resolve(root, '../shared/contract/endpoints.txt');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `GET /api/users/{pk}/` and `GET /users/{id}/` are the same operation: parameter names don't count. */
const key = (method, path) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

/** The checklist's operations, in order, with their group. */
export function readChecklist(path = DEFAULT_CHECKLIST) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const items = [];
  let group = '';
  for (const line of lines) {
    const heading = /^# group: (\S+)/.exec(line);
    if (heading) group = heading[1];
    const op = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(line);
    if (op) items.push({ group, method: op[1], path: op[2], key: key(op[1], op[2].replace(/^\/api/, '')) });
  }
  return items;
}

/** The spec's operations, read from the split sources through the root index. */
export function readSpecOperations(specPath = resolve(root, 'openapi/openapi.yaml')) {
  const spec = parse(readFileSync(specPath, 'utf8'));
  const specDir = dirname(specPath);
  const found = new Map();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    const body = item.$ref ? parse(readFileSync(resolve(specDir, item.$ref), 'utf8')) : item;
    for (const method of METHODS) {
      if (body[method])
        found.set(key(method, path), {
          operationId: body[method].operationId,
          tags: body[method].tags ?? [],
          extension: typeof body[method]['x-extension'] === 'string' ? body[method]['x-extension'] : null,
        });
    }
  }
  return found;
}

/** Coverage per group plus what is missing and what the spec has beyond the checklist. */
export function contractCoverage({ checklist = readChecklist(), operations = readSpecOperations() } = {}) {
  const groups = new Map();
  const listed = new Set();
  for (const item of checklist) {
    listed.add(item.key);
    const group = groups.get(item.group) ?? { group: item.group, total: 0, covered: 0, missing: [] };
    group.total += 1;
    if (operations.has(item.key)) group.covered += 1;
    else group.missing.push(`${item.method} ${item.path}`);
    groups.set(item.group, group);
  }
  const beyond = [...operations.keys()].filter((k) => !listed.has(k));
  const extensions = beyond.filter((k) => operations.get(k)?.extension);
  const extra = beyond.filter((k) => !operations.get(k)?.extension);
  return { groups: [...groups.values()], extra, extensions };
}

export function formatCoverage({ groups, extra, extensions = [] }) {
  const total = groups.reduce((n, g) => n + g.total, 0);
  const covered = groups.reduce((n, g) => n + g.covered, 0);
  const rows = groups.map(
    (g) =>
      `${g.group.padEnd(14)} ${String(g.covered).padStart(4)}/${String(g.total).padEnd(4)} ${g.covered === g.total ? 'complete' : ''}${COMPLETE_GROUPS.includes(g.group) ? ' (required)' : ''}`,
  );
  return [
    'contract coverage by group',
    ...rows,
    `${'all'.padEnd(14)} ${String(covered).padStart(4)}/${total}`,
    ...(extensions.length ? [`proposed extensions (x-extension): ${extensions.join(', ')}`] : []),
    ...(extra.length ? [`not in the checklist: ${extra.join(', ')}`] : []),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const coverage = contractCoverage();
  console.log(formatCoverage(coverage));
  const failing = coverage.groups.filter((g) => COMPLETE_GROUPS.includes(g.group) && g.missing.length > 0);
  for (const g of failing) console.error(`${g.group} is marked complete but misses:\n  ${g.missing.join('\n  ')}`);
  process.exit(failing.length > 0 || coverage.extra.length > 0 ? 1 : 0);
}
