// The HTTP core reads a compact table instead of the full one; these tests prove it answers the same
// for every operation of the contract, so that no call silently loses (or leaks) its token.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationFlagRows } from '../gen/operation-flags.gen';
import { operations } from '../gen/operations.gen';
import { createOperationFlagIndex } from './operation-flags';
import { createOperationIndex, type OperationInfo } from './operations';
import { apiUrl } from './request';
import { operationFlags } from './transport';

const full = createOperationIndex(operations);
const flagsOf = (info: OperationInfo | undefined) => ({
  public: info?.public ?? false,
  multipart: info?.multipart ?? false,
  binary: info?.binary ?? false,
  optionalToken: info?.optionalToken ?? false,
  document: info?.document ?? false,
});

const segments = (path: string) => path.replace(/\/$/, '').split('/');
const isParam = (segment: string) => segment.startsWith('{');
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/** A URL both templates match, if one exists: each segment literal where either has one. */
function commonUrl(a: string, b: string): string | undefined {
  const [sa, sb] = [segments(a), segments(b)];
  if (sa.length !== sb.length) return undefined;
  const parts: string[] = [];
  for (const [i, x] of sa.entries()) {
    const y = sb[i] ?? '';
    if (x === y) parts.push(isParam(x) ? '123' : x);
    else if (isParam(x)) parts.push(y);
    else if (isParam(y)) parts.push(x);
    else return undefined;
  }
  return `${parts.join('/')}/`;
}

/** Operations the contract proposes beyond the checklist (`x-extension`): the defaulters list and its reminders, notification preferences (get, change), a campaign's approval (ask, approve, reject). */
const EXTENSIONS = 7;

describe('the HTTP core’s operation table', () => {
  it('has the 915 operations of the checklist (plus the marked extensions) to compare against, and lists far fewer', () => {
    expect(operations).toHaveLength(915 + EXTENSIONS);
    expect(operationFlagRows.length).toBeLessThan(operations.length / 4);
  });

  it.each(['123', 'intro-to-python'])(
    'gives every operation the public, multipart, binary, optional-token and document answers of the full table (parameters filled with %s)',
    (value) => {
      const differences = operations
        .map(({ method, path }) => ({ method, url: fill(path, value) }))
        .filter(({ method, url }) => {
          const expected = flagsOf(full.find(method, url));
          return JSON.stringify(operationFlags(method, apiUrl(url))) !== JSON.stringify(expected);
        });
      expect(differences).toEqual([]);
    },
  );

  it('answers like the full table wherever two operations could claim the same URL', () => {
    const urls: { method: string; url: string }[] = [];
    for (const a of operations)
      for (const b of operations) {
        if (a === b || a.method !== b.method) continue;
        const url = commonUrl(a.path, b.path);
        if (url) urls.push({ method: a.method, url });
      }
    const differences = urls.filter(
      ({ method, url }) =>
        JSON.stringify(operationFlags(method, apiUrl(url))) !== JSON.stringify(flagsOf(full.find(method, url))),
    );
    expect(urls.length).toBeGreaterThan(100);
    expect(differences).toEqual([]);
  });

  it('keeps an authenticated literal path that a public template would otherwise swallow', () => {
    // GET /courses/courses/{id}/ is public; recommendations/ is not and must keep its token.
    expect(full.find('GET', '/courses/courses/recommendations/')?.public).toBe(false);
    expect(full.find('GET', '/courses/courses/12/')?.public).toBe(true);
    expect(operationFlags('GET', apiUrl('/courses/courses/recommendations/')).public).toBe(false);
    expect(operationFlags('GET', apiUrl('/courses/courses/12/')).public).toBe(true);
  });

  it('reads its flags as the generator writes them', () => {
    const index = createOperationFlagIndex([
      ['GET', '/a/{id}/', 1],
      ['POST', '/a/', 2],
      ['GET', '/a/{id}/file/', 5],
      ['GET', '/b/', 9],
      ['GET', '/a/{id}/preview/', 16],
    ]);
    expect(index.flags('GET', '/b/')).toEqual({
      public: true,
      multipart: false,
      binary: false,
      optionalToken: true,
      document: false,
    });
    expect(index.flags('GET', '/a/7/')).toEqual({
      public: true,
      multipart: false,
      binary: false,
      optionalToken: false,
      document: false,
    });
    expect(index.flags('POST', '/a/')).toEqual({
      public: false,
      multipart: true,
      binary: false,
      optionalToken: false,
      document: false,
    });
    expect(index.flags('GET', '/a/7/file/')).toEqual({
      public: true,
      multipart: false,
      binary: true,
      optionalToken: false,
      document: false,
    });
    expect(index.flags('GET', '/a/7/preview/')).toMatchObject({ public: false, document: true });
    expect(index.flags('DELETE', '/a/7/')).toEqual({
      public: false,
      multipart: false,
      binary: false,
      optionalToken: false,
      document: false,
    });
  });

  it('gives calls outside the API root no flags', () => {
    expect(operationFlags('POST', new URL('https://elsewhere.test/api/accounts/token/'))).toEqual({
      public: false,
      multipart: false,
      binary: false,
      optionalToken: false,
      document: false,
    });
  });
});

describe('what every page loads', () => {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

  /** The modules a file pulls in at run time (type-only imports are erased). */
  function runtimeGraph(entry: string): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, what, from] of code.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s+'(\.[^']+)'/gm)) {
        if (from === undefined || /^type\s/.test(what ?? '')) continue;
        const base = resolve(dirname(file), from);
        visit([`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate)) ?? base);
      }
    };
    visit(resolve(src, entry));
    return new Set([...seen].map((file) => file.slice(src.length + 1)));
  }

  it('reaches the compact table, not the full one, from the HTTP core and the hooks', () => {
    const graph = runtimeGraph('http/orval-mutator.ts');
    expect(graph).toContain('http/transport.ts');
    expect(graph).toContain('gen/operation-flags.gen.ts');
    expect(graph).not.toContain('gen/operations.gen.ts');
  });

  it('does not load the SDK client to configure the API', () => {
    const graph = runtimeGraph('configure.ts');
    expect(graph).toContain('http/config.ts');
    expect([...graph].filter((file) => file.startsWith('gen/'))).toEqual([]);
  });

  it('still finds the SDK client from the SDK itself (the walk follows real imports)', () => {
    expect(runtimeGraph('gen/sdk/index.ts')).toContain('gen/sdk/client.gen.ts');
  });
});
