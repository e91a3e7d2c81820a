/**
 * Issue 13's bundle budget on the build under test (no browser): a dashboard screen's own code, beyond
 * the React app and the dashboard's shell, stays within 60 KB gzipped (scripts/bench-bundles.mjs).
 * Heavy parts (an editor, charts, a date picker) go in lazy chunks of their own, loaded when shown.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface RouteRow {
  route: string;
  shell: 'public' | 'app' | 'dashboard';
  screen: string;
  ownKb: number;
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

function measure(): { shells: { shell: string; kb: number }[]; routes: RouteRow[] } {
  const out = join(mkdtempSync(join(tmpdir(), 'ujuzi-bundles-')), 'bundles.json');
  execFileSync(process.execPath, ['scripts/bench-bundles.mjs', '--summary', '--warn', '--json', out], { cwd: webRoot });
  return JSON.parse(readFileSync(out, 'utf8')) as { shells: { shell: string; kb: number }[]; routes: RouteRow[] };
}

describe('bundle budget', () => {
  const { shells, routes } = measure();

  it('measures every route of the table in the shell it runs in', () => {
    expect(shells.map((row) => row.shell)).toEqual(['public', 'app', 'dashboard']);
    expect(routes.find((row) => row.route === '/')?.shell).toBe('public');
    expect(routes.find((row) => row.route === '/login')?.shell).toBe('public');
    expect(routes.find((row) => row.route === '/auth/oauth-success')?.shell).toBe('app');
    expect(routes.find((row) => row.route === '/dashboard')?.shell).toBe('dashboard');
  });

  it("keeps every dashboard screen's own code within 60 KB gzipped", () => {
    const over = routes
      .filter((row) => row.shell === 'dashboard' && row.ownKb > 60)
      .map((row) => `${row.route}: ${row.ownKb} KB (${row.screen})`);
    expect(over).toEqual([]);
  });
});
