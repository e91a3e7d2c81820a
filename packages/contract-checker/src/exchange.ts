/** One request and what came back: the checks on every answer, then the scenario's own expectation. */
import { checkAnswer } from './checks';
import type { HttpOutcome, HttpRequest } from './http/client';
import type { CaseResult, CheckName, Failure, Scenario } from './report/model';
import { preview, type JsonValue } from './spec/json';
import type { Operation } from './spec/model';
import type { SchemaValidator } from './spec/validator';

export interface Expectation {
  /** Statuses the scenario expects, with why (for the report). */
  statuses?: { codes: number[]; why: string };
  /** Statuses the scenario must not get. */
  never?: { codes: number[]; why: string };
  /** Other statuses that make the expectation moot: the case is skipped with the reason. */
  tolerate?: { code: number; reason: (json: JsonValue | undefined) => string }[];
  /** An extra check on the parsed answer. */
  extra?: { check: CheckName; run: (status: number, json: JsonValue | undefined) => Failure[] };
}

export interface Exchange {
  result: CaseResult;
  status?: number;
  json?: JsonValue;
}

export const documentedCodes = (op: Operation, range: string): number[] =>
  op.responses.map((r) => Number(r.status)).filter((code) => Number.isInteger(code) && String(code).startsWith(range));

const has = (op: Operation, code: number): boolean => op.responses.some((r) => r.status === String(code));

export function skippedCase(op: Operation, scenario: Scenario, reason: string): CaseResult {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    tag: op.tag,
    scenario,
    outcome: 'skipped',
    reason,
    checks: [],
    failures: [],
  };
}

export interface ExchangeContext {
  validator: SchemaValidator;
  budgetMs: number | undefined;
}

/** Waits for the answer to `request` (already sent: `pending`) and turns it into a case. */
export async function exchange(
  { validator, budgetMs }: ExchangeContext,
  op: Operation,
  scenario: Scenario,
  request: HttpRequest,
  expectation: Expectation,
  pending: Promise<HttpOutcome>,
): Promise<Exchange> {
  const outcome = await pending;
  const base = {
    operationId: op.operationId,
    method: request.method,
    path: op.path,
    tag: op.tag,
    scenario,
    request: { method: request.method, url: outcome.url },
  };
  if (outcome.kind === 'error') {
    return {
      result: {
        ...base,
        outcome: 'failed',
        durationMs: outcome.durationMs,
        checks: ['network'],
        failures: [{ check: 'network', expected: 'an answer', actual: outcome.message }],
      },
    };
  }
  const { answer } = outcome;
  const checked = checkAnswer(op, answer, validator, budgetMs);
  const failures = [...checked.failures];
  const checks = [...checked.checks];
  let reason: string | undefined;
  const actual = `${answer.status}${checked.json === undefined ? '' : `: ${preview(checked.json)}`}`;
  if (expectation.statuses) {
    checks.push('expected-status');
    if (!expectation.statuses.codes.includes(answer.status)) {
      const tolerated = [
        ...(expectation.tolerate ?? []),
        ...(scenario !== 'no-token' && has(op, 403)
          ? [
              {
                code: 403,
                reason: () => 'answered 403: the signed-in user may not call it; sign in as a user who may, to check this',
              },
            ]
          : []),
        ...(has(op, 429)
          ? [{ code: 429, reason: () => 'throttled (429); run again later or lift the limit for the checker' }]
          : []),
      ].find((entry) => entry.code === answer.status);
      if (tolerated) reason = tolerated.reason(checked.json);
      else {
        failures.push({
          check: 'expected-status',
          expected: `${expectation.statuses.codes.join(' or ')} (${expectation.statuses.why})`,
          actual,
        });
      }
    }
  }
  if (expectation.never) {
    checks.push('expected-status');
    if (expectation.never.codes.includes(answer.status)) {
      failures.push({
        check: 'expected-status',
        expected: `not ${expectation.never.codes.join(' or ')} (${expectation.never.why})`,
        actual,
      });
    }
  }
  if (expectation.extra && !reason) {
    checks.push(expectation.extra.check);
    failures.push(...expectation.extra.run(answer.status, checked.json));
  }
  const result: CaseResult = {
    ...base,
    outcome: failures.length > 0 ? 'failed' : reason ? 'skipped' : 'passed',
    status: answer.status,
    durationMs: answer.durationMs,
    mediaType: answer.mediaType,
    checks: [...new Set(checks)],
    failures,
  };
  if (reason) result.reason = reason;
  return { result, status: answer.status, ...(checked.json === undefined ? {} : { json: checked.json }) };
}
