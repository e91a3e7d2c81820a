/**
 * Fault injection for every operation: named profiles (slow, flaky, offline) and forced statuses per
 * operation (`listCourses:500`). Switched by URL (`?mock-fault=slow&mock-status=login:429`), by
 * environment (MOCK_FAULT, MOCK_STATUS) for the Node server, or by `setMockFaults()` in stories and tests.
 */
import { HttpResponse, delay } from 'msw';
import { responseSpec } from '../contract/spec';
import { json, MESSAGES } from './respond';

export const FAULT_PROFILES = ['none', 'slow', 'flaky', 'offline'] as const;
export type FaultProfile = (typeof FAULT_PROFILES)[number];

export interface MockFaults {
  profile: FaultProfile;
  /** Forced answers by operationId (`{ listCourses: 500 }`). */
  statuses: Record<string, number>;
  /** `slow`: each answer waits between these many milliseconds. */
  latencyMs: readonly [number, number];
  /** `flaky`: the share of answers that fail with a 5xx (0 to 1). */
  flakyRate: number;
  /** Draws for latency and flakiness (tests pass a fixed one). */
  random: () => number;
}

const DEFAULT_FAULTS: MockFaults = {
  profile: 'none',
  statuses: {},
  latencyMs: [1500, 3000],
  flakyRate: 0.3,
  random: Math.random,
};

let faults: MockFaults = { ...DEFAULT_FAULTS };

export const isFaultProfile = (value: unknown): value is FaultProfile =>
  typeof value === 'string' && (FAULT_PROFILES as readonly string[]).includes(value);

/** Parses `listCourses:500,login:429` into `{ listCourses: 500, login: 429 }`; malformed items are skipped. */
export function parseStatusList(text: string | null | undefined): Record<string, number> {
  const statuses: Record<string, number> = {};
  for (const item of (text ?? '').split(',')) {
    const match = /^\s*([A-Za-z][\w]*)\s*:\s*(\d{3})\s*$/.exec(item);
    if (match?.[1] && match[2]) statuses[match[1]] = Number(match[2]);
  }
  return statuses;
}

/**
 * Sets the faults: a profile name, or a partial configuration merged over the current one
 * (`statuses` are merged too; pass `resetMockFaults()` first for a clean slate). Answers the result.
 */
export function setMockFaults(next: FaultProfile | Partial<MockFaults>): MockFaults {
  const patch = typeof next === 'string' ? { profile: next } : next;
  faults = { ...faults, ...patch, statuses: { ...faults.statuses, ...(patch.statuses ?? {}) } };
  return faults;
}

export function getMockFaults(): Readonly<MockFaults> {
  return faults;
}

export function resetMockFaults(): void {
  faults = { ...DEFAULT_FAULTS, statuses: {} };
}

/** The faults a URL asks for: `mock-fault=<profile>` and `mock-status=<operationId>:<status>[,…]`. */
export function faultsFromQuery(search: string | URLSearchParams): Partial<MockFaults> {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const patch: Partial<MockFaults> = {};
  const profile = query.get('mock-fault');
  if (isFaultProfile(profile)) patch.profile = profile;
  const statuses = parseStatusList(query.getAll('mock-status').join(','));
  if (Object.keys(statuses).length > 0) patch.statuses = statuses;
  return patch;
}

/** The faults the environment asks for: MOCK_FAULT=<profile>, MOCK_STATUS=<operationId>:<status>[,…]. */
export function faultsFromEnv(env: Record<string, string | undefined>): Partial<MockFaults> {
  const patch: Partial<MockFaults> = {};
  if (isFaultProfile(env.MOCK_FAULT)) patch.profile = env.MOCK_FAULT;
  const statuses = parseStatusList(env.MOCK_STATUS);
  if (Object.keys(statuses).length > 0) patch.statuses = statuses;
  return patch;
}

const STATUS_TEXTS: Record<number, string> = {
  400: 'Invalid request.',
  401: MESSAGES.invalidToken,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  409: 'Conflict.',
  429: 'Request was throttled. Expected available in 120 seconds.',
  500: MESSAGES.serverError,
  502: 'Bad gateway.',
  503: 'Service temporarily unavailable, try again later.',
};

/** The answer for a forced error status: the spec's example for it when there is one, else a `detail`. */
function forcedAnswer(operationId: string, status: number): Response {
  const documented = responseSpec(operationId, status);
  const body = documented?.example ?? { detail: STATUS_TEXTS[status] ?? `Error ${status}.` };
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '120' } : {};
  return json(body, status, headers);
}

/** Applies the current faults to one call: waits, then answers a failure, or nothing to carry on. */
export async function injectFault(operationId: string): Promise<Response | undefined> {
  const current = faults;
  if (current.profile === 'offline') return HttpResponse.error();
  if (current.profile === 'slow') {
    const [low, high] = current.latencyMs;
    await delay(Math.round(low + (high - low) * current.random()));
  }
  const forced = current.statuses[operationId];
  if (forced !== undefined && forced >= 400) return forcedAnswer(operationId, forced);
  if (current.profile === 'flaky' && current.random() < current.flakyRate) {
    const status = [500, 502, 503][Math.floor(current.random() * 3)] ?? 500;
    return json({ detail: STATUS_TEXTS[status] }, status);
  }
  return undefined;
}
