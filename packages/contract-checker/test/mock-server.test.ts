import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '@ujuzi/mocks/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../src/config';
import { main } from '../src/main';
import { totals, type RunReport } from '../src/report/model';
import { runContractCheck } from '../src/run';
import { buildModel } from '../src/spec/model';
import { contract, options } from './helpers';

// The mock backend is stateful and contract-true for every operation: the whole contract is checked.
const ALL_TAGS = buildModel(contract()).tags;
/** Findings that mean an answer breaks the contract itself (rather than a scenario's expectation). */
const CONTRACT_CHECKS = ['network', 'server-error', 'status-documented', 'content-type', 'schema', 'headers'];

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createMockServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the checker against the mock server', () => {
  it('passes the health check with exit code 0', async () => {
    const out: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
    try {
      const code = await main(['--base-url', baseUrl, '--only', 'health'], {
        cwd: dir,
        out: (text) => out.push(text),
        err: (text) => out.push(text),
      });
      expect(out.join('\n')).toContain('health: 1 operation, 1 passed, 0 failed, 0 skipped');
      expect(code).toBe(0);
      expect(readFileSync(join(dir, 'contract-report', 'junit.xml'), 'utf8')).toContain('failures="0"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('signed in as the demo admin, over the whole contract', () => {
    let report: RunReport;
    beforeAll(async () => {
      report = await runContractCheck({
        options: options(baseUrl, { username: 'admin', password: 'ujuzi-demo' }),
        config: EMPTY_CONFIG,
        document: contract(),
      });
    });

    it('reports a result for every GET', () => {
      const gets = buildModel(contract()).operations.filter((op) => op.method === 'GET' && ALL_TAGS.includes(op.tag));
      const read = new Set(report.cases.filter((c) => c.scenario === 'read').map((c) => c.operationId));
      expect(gets.length).toBeGreaterThan(50);
      expect(gets.filter((op) => !read.has(op.operationId))).toEqual([]);
    });

    it('finds every answer in the shape, status and content type the contract documents', () => {
      const reads = report.cases.filter((c) => c.scenario === 'read');
      const broken = reads.flatMap((c) =>
        c.failures.filter((f) => CONTRACT_CHECKS.includes(f.check)).map((f) => `${c.operationId} ${f.check} ${f.path ?? ''}`),
      );
      expect(broken).toEqual([]);
      expect(reads.filter((c) => c.status !== undefined).length).toBeGreaterThanOrEqual(30);
      expect(report.cases.find((c) => c.scenario === 'sign-in')?.outcome).toBe('passed');
    });

    it('runs the negative checks too, and every case ends passed, failed or skipped with a reason', () => {
      const scenarios = new Set(report.cases.map((c) => c.scenario));
      expect([...scenarios].sort()).toEqual(['invalid-body', 'no-token', 'read', 'sign-in', 'unknown-id']);
      expect(report.cases.filter((c) => c.outcome === 'skipped' && !c.reason)).toEqual([]);
      const t = totals(report.cases);
      expect(t.passed + t.failed + t.skipped).toBe(t.cases);
    });

    it('runs green: no check fails anywhere', () => {
      const failed = report.cases
        .filter((c) => c.outcome === 'failed')
        .map((c) => `${c.operationId} ${c.scenario}: ${c.failures.map((f) => f.check).join(', ')}`);
      expect(failed).toEqual([]);
      expect(totals(report.cases).passed).toBeGreaterThan(600);
    });
  });
});
