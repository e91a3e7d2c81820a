/** What a run found: one case per operation and scenario, each passed, failed or skipped. */
import type { HttpMethod } from '../spec/model';

/** Why a request was sent. */
export type Scenario =
  | 'sign-in'
  | 'read'
  | 'unknown-id'
  | 'no-token'
  | 'invalid-body'
  | 'create'
  | 'read-created'
  | 'update'
  | 'delete'
  | 'read-deleted';

export const SCENARIO_TEXT: Record<Scenario, string> = {
  'sign-in': 'sign in',
  read: 'read',
  'unknown-id': 'unknown id → 404',
  'no-token': 'no token → 401',
  'invalid-body': 'invalid body → 400',
  create: 'round trip: create',
  'read-created': 'round trip: read',
  update: 'round trip: update',
  delete: 'round trip: delete',
  'read-deleted': 'round trip: read after delete → 404',
};

export type CheckName =
  | 'network'
  | 'server-error'
  | 'status-documented'
  | 'content-type'
  | 'schema'
  | 'headers'
  | 'response-time'
  | 'expected-status'
  | 'field-errors'
  | 'round-trip';

export interface Failure {
  check: CheckName;
  expected: string;
  actual: string;
  /** JSON path of the first offending value (schema and field-error checks). */
  path?: string;
}

export interface CaseResult {
  operationId: string;
  method: HttpMethod;
  /** Path template. */
  path: string;
  tag: string;
  scenario: Scenario;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it was skipped (or, for a passed case, a note such as the status that made an expectation moot). */
  reason?: string;
  request?: { method: HttpMethod; url: string };
  status?: number;
  durationMs?: number;
  mediaType?: string;
  /** Checks that ran on the answer. */
  checks: CheckName[];
  failures: Failure[];
}

export interface RunReport {
  baseUrl: string;
  spec: { title: string; version: string };
  tags: string[];
  startedAt: string;
  durationMs: number;
  requests: number;
  auth: 'password' | 'token' | 'none';
  /** Set when the request cap or the run deadline stopped the run early. */
  stoppedEarly?: string;
  cases: CaseResult[];
}

export interface Totals {
  cases: number;
  passed: number;
  failed: number;
  skipped: number;
}

export function totals(cases: readonly CaseResult[]): Totals {
  return {
    cases: cases.length,
    passed: cases.filter((c) => c.outcome === 'passed').length,
    failed: cases.filter((c) => c.outcome === 'failed').length,
    skipped: cases.filter((c) => c.outcome === 'skipped').length,
  };
}

/** Cases grouped by tag in the contract's tag order; tags without cases are left out. */
export function byTag(report: RunReport): { tag: string; cases: CaseResult[] }[] {
  const groups = new Map<string, CaseResult[]>();
  for (const tag of report.tags) groups.set(tag, []);
  for (const result of report.cases) {
    const list = groups.get(result.tag) ?? [];
    list.push(result);
    groups.set(result.tag, list);
  }
  return [...groups].filter(([, cases]) => cases.length > 0).map(([tag, cases]) => ({ tag, cases }));
}

export const exitCode = (report: RunReport): 0 | 1 => (report.cases.some((c) => c.outcome === 'failed') ? 1 : 0);
