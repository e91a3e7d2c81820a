import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG, type CheckerConfig } from '../src/config';
import type { RunReport } from '../src/report/model';
import { runContractCheck } from '../src/run';
import { isObject, type JsonObject } from '../src/spec/json';
import { contract, options, startServer, type TestServer } from './helpers';

const TOKEN = 'c0ffee';

/** A small stateful /core/departments/ collection, with optional bugs. */
function departments(bugs: { deleteKeeps?: boolean; refuseCreate?: boolean } = {}) {
  const rows = new Map<number, JsonObject>();
  let next = 1;
  const stamp = '2026-11-20T08:30:00Z';
  return {
    rows,
    received: [] as JsonObject[],
    handle({ method, path, auth, body }: { method: string; path: string; auth?: string; body: unknown }) {
      if (auth !== `Token ${TOKEN}`) return { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
      const fields: JsonObject = isObject(body) ? body : {};
      const item = /^\/core\/departments\/(\d+)\/$/.exec(path);
      const row = item ? rows.get(Number(item[1])) : undefined;
      if (method === 'GET' && path === '/core/departments/') {
        return { status: 200, body: { count: rows.size, next: null, previous: null, results: [...rows.values()] } };
      }
      if (method === 'POST' && path === '/core/departments/') {
        this.received.push(fields);
        const missing = ['name', 'code'].filter((name) => typeof fields[name] !== 'string');
        if (missing.length > 0)
          return { status: 400, body: Object.fromEntries(missing.map((m) => [m, ['This field is required.']])) };
        if (bugs.refuseCreate) return { status: 400, body: { head_of_department: ['Invalid pk "23" - object does not exist.'] } };
        const id = next++;
        const created: JsonObject = {
          ...fields,
          id,
          slug: String(fields.name)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-'),
          is_active: true,
          created_at: stamp,
          updated_at: stamp,
        };
        rows.set(id, created);
        return { status: 201, body: created };
      }
      if (!item) return undefined;
      if (!row) return { status: 404, body: { detail: 'Not found.' } };
      if (method === 'GET') return { status: 200, body: row };
      if (method === 'PATCH' || method === 'PUT') {
        this.received.push(fields);
        Object.assign(row, fields);
        return { status: 200, body: row };
      }
      if (method === 'DELETE') {
        if (!bugs.deleteKeeps) rows.delete(Number(item[1]));
        return { status: 204 };
      }
      return undefined;
    },
  };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function check(backend: ReturnType<typeof departments>, config: CheckerConfig = EMPTY_CONFIG): Promise<RunReport> {
  server = await startServer((request) => backend.handle(request));
  return runContractCheck({
    options: options(server.baseUrl, { only: ['createDepartment'], token: TOKEN, writes: true }),
    config,
    document: contract(),
  });
}

const outcomes = (report: RunReport) => report.cases.map((c) => `${c.operationId} ${c.scenario} ${c.outcome}`);

describe('write round trips (--writes)', () => {
  it('creates, reads, updates and deletes a scratch department, then finds it gone', async () => {
    const backend = departments();
    const report = await check(backend);
    expect(outcomes(report)).toEqual([
      'createDepartment invalid-body passed',
      'createDepartment create passed',
      'getDepartment read-created passed',
      'partialUpdateDepartment update passed',
      'deleteDepartment delete passed',
      'getDepartment read-deleted passed',
    ]);
    expect(backend.rows.size).toBe(0);
    const [, created, patch] = backend.received;
    // Required fields only, examples preferred, unique fields marked with the run id and kept within maxLength.
    expect(Object.keys(created ?? {}).sort()).toEqual(['code', 'name']);
    expect(created?.name).toMatch(/^Software Engineering-cc[0-9a-z]{4}$/);
    expect(String(created?.code)).toMatch(/^SE-cc[0-9a-z]{4}$/);
    expect(patch?.description).toMatch(/^Updated by the contract check cc[0-9a-z]{4}\.$/);
  });

  it('fails the round trip when a deleted resource can still be read', async () => {
    const report = await check(departments({ deleteKeeps: true }));
    const gone = report.cases.find((c) => c.scenario === 'read-deleted');
    expect(gone?.outcome).toBe('failed');
    expect(gone?.failures.map((f) => `${f.check}: expected ${f.expected}`)).toEqual([
      'expected-status: expected 404 (the deleted resource is gone)',
    ]);
  });

  it('skips the round trip with the server’s reason when it refuses the generated body, and uses a configured body', async () => {
    const refusing = await check(departments({ refuseCreate: true }));
    const create = refusing.cases.find((c) => c.scenario === 'create');
    expect(create?.outcome).toBe('skipped');
    expect(create?.reason).toContain('Invalid pk \\"23\\" - object does not exist.');
    expect(create?.reason).toContain('bodies.createDepartment');
    expect(refusing.cases.map((c) => c.scenario)).not.toContain('delete');
    await server?.close();

    const backend = departments();
    const report = await check(backend, { ...EMPTY_CONFIG, bodies: { createDepartment: { name: 'Scratch', code: 'ZZ' } } });
    expect(backend.received[1]).toEqual({ name: 'Scratch', code: 'ZZ' });
    expect(report.cases.every((c) => c.outcome === 'passed')).toBe(true);
  });
});
