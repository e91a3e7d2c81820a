/** One contract check: sign in, read every GET, the negative checks, optional write round trips; returns what it found. */
import type { CheckOptions } from './args';
import { fieldErrorFailures, parseJson } from './checks';
import type { CheckerConfig, ParameterValue } from './config';
import { documentedCodes, exchange, skippedCase, type Expectation } from './exchange';
import { createHttpClient, RunCapReached, type HttpOutcome, type HttpRequest } from './http/client';
import { requiredFields } from './plan/bodies';
import { createParameterResolver, type ListItems } from './plan/parameters';
import type { CaseResult, RunReport, Scenario } from './report/model';
import { roundTrip, roundTrips } from './round-trip';
import { isObject, preview, type JsonObject } from './spec/json';
import { buildModel, jsonMedia, pathParameters, type HttpMethod, type Operation, type SpecModel } from './spec/model';
import { createValidator } from './spec/validator';

export const UNKNOWN_ID = 999_999_999;
const DUMMY_STRING = 'contract-check';

/** A problem that stops the run before it starts: bad --only, no login operation, sign-in refused. */
export class SetupError extends Error {}

export interface RunInput {
  options: CheckOptions;
  config: CheckerConfig;
  document: JsonObject;
  now?: () => Date;
}

const SCENARIO_ORDER: Scenario[] = [
  'sign-in',
  'read',
  'unknown-id',
  'no-token',
  'invalid-body',
  'create',
  'read-created',
  'update',
  'delete',
  'read-deleted',
];
const METHOD_ORDER: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export async function runContractCheck(input: RunInput): Promise<RunReport> {
  const { options, config } = input;
  const now = input.now ?? (() => new Date());
  const started = Date.now();
  const startedAt = now();
  const model = buildModel(input.document);
  const validator = createValidator(input.document);
  const selected = select(model, options.only, config.skip);
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    authScheme: options.authScheme,
    timeoutMs: options.timeoutMs,
    maxRequests: options.maxRequests,
    deadline: started + options.maxRunMs,
    concurrency: options.concurrency,
  });
  const cases: CaseResult[] = [];
  let stoppedEarly: string | undefined;
  const runId = `cc${Math.floor(startedAt.getTime() / 1000)
    .toString(36)
    .slice(-4)}`;

  const checking = { validator, budgetMs: options.budgetMs };
  const send = (op: Operation, scenario: Scenario, request: HttpRequest, expectation: Expectation = {}) =>
    exchange(checking, op, scenario, request, expectation, http.send(request));

  // Sign in.
  let token = options.token;
  let auth: RunReport['auth'] = token === undefined ? 'none' : 'token';
  if (options.username !== undefined && options.password !== undefined) {
    const login =
      model.byId.get('login') ?? model.operations.find((op) => op.method === 'POST' && op.path === '/accounts/token/');
    if (!login) throw new SetupError('The contract has no login operation (operationId "login", POST /accounts/token/).');
    const signIn = await send(
      login,
      'sign-in',
      { method: 'POST', path: login.path, body: { username: options.username, password: options.password } },
      { statuses: { codes: documentedCodes(login, '2'), why: 'signed in' } },
    );
    cases.push(signIn.result);
    let answer = signIn;
    // Two-factor sign-in on: the login answers a challenge and no key; the code completes it.
    if (isObject(signIn.json) && signIn.json.two_factor_required === true && typeof signIn.json.challenge === 'string') {
      const verify =
        model.byId.get('verifyTwoFactor') ??
        model.operations.find((op) => op.method === 'POST' && op.path === '/accounts/2fa/verify/');
      if (!verify)
        throw new SetupError('The login asked for a second factor, but the contract has no verifyTwoFactor operation.');
      if (options.twoFactorCode === undefined) {
        throw new SetupError(
          `"${options.username}" has two-factor sign-in on (POST ${login.path} answered a challenge): give --two-factor-code.`,
        );
      }
      answer = await send(
        verify,
        'sign-in',
        { method: 'POST', path: verify.path, body: { challenge: signIn.json.challenge, code: options.twoFactorCode } },
        { statuses: { codes: documentedCodes(verify, '2'), why: 'the second factor completes the sign-in' } },
      );
      cases.push(answer.result);
    }
    const key = isObject(answer.json) ? (answer.json.access ?? answer.json.token) : undefined;
    if (typeof key !== 'string' || key === '') {
      const shown =
        answer.status === undefined ? answer.result.failures[0]?.actual : `${answer.status}: ${preview(answer.json ?? '')}`;
      throw new SetupError(
        `Sign-in as "${options.username}" failed (${answer === signIn ? `POST ${login.path}` : 'the second factor'} answered ${shown ?? 'nothing'}); no "access" or "token" in the answer.`,
      );
    }
    token = key;
    auth = 'password';
  }
  const tokenFor = (op: Operation): string | undefined => (op.public ? undefined : token);
  const NEEDS_SIGN_IN = 'needs a signed-in user: give --username/--password or --token';

  // One GET per URL: the list a parameter is taken from and the read of that list share the answer.
  const gets = new Map<string, Promise<HttpOutcome>>();
  const cachedGet = (request: HttpRequest): Promise<HttpOutcome> => {
    const key = `${http.url(request.path, request.query)} ${request.token === undefined ? 'anonymous' : 'signed-in'}`;
    let pending = gets.get(key);
    if (!pending) {
      pending = http.send(request);
      gets.set(key, pending);
    }
    return pending;
  };
  const fetchList = async (listOp: Operation, path: string, query: Record<string, string>): Promise<ListItems> => {
    if (!listOp.public && token === undefined) return { kind: 'problem', reason: NEEDS_SIGN_IN };
    const outcome = await cachedGet({ method: 'GET', path, query, token: tokenFor(listOp) });
    if (outcome.kind === 'error') return { kind: 'problem', reason: `failed: ${outcome.message}` };
    if (outcome.answer.status < 200 || outcome.answer.status >= 300) {
      return { kind: 'problem', reason: `answered ${outcome.answer.status}` };
    }
    const parsed = parseJson(outcome.answer.text);
    if (!parsed.ok) return { kind: 'problem', reason: 'did not answer JSON' };
    if (Array.isArray(parsed.value)) return { kind: 'items', items: parsed.value };
    if (isObject(parsed.value) && Array.isArray(parsed.value.results)) return { kind: 'items', items: parsed.value.results };
    return { kind: 'problem', reason: 'is not a list' };
  };
  const resolver = createParameterResolver(model, config, fetchList);

  const skip = (op: Operation, scenario: Scenario, reason: string): void => {
    cases.push(skippedCase(op, scenario, reason));
  };
  const guarded = async (op: Operation, scenario: Scenario, task: () => Promise<void>): Promise<void> => {
    try {
      await task();
    } catch (error) {
      if (!(error instanceof RunCapReached)) throw error;
      stoppedEarly = error.message;
      skip(op, scenario, `not checked: ${error.message}`);
    }
  };

  const reads = selected.filter((op) => op.method === 'GET');

  // Every GET, signed in where the operation needs it.
  const readTasks = reads.map((op) =>
    guarded(op, 'read', async () => {
      if (!op.public && token === undefined) return skip(op, 'read', NEEDS_SIGN_IN);
      const resolved = await resolver.resolve(op);
      if (resolved.kind === 'unresolved') return skip(op, 'read', resolved.reason);
      const request: HttpRequest = { method: 'GET', path: resolved.path, query: resolved.query, token: tokenFor(op) };
      const refused = op.public
        ? { codes: [401], why: 'a public operation answers without a token' }
        : { codes: [401], why: 'the signed-in token is accepted' };
      const result = await exchange(checking, op, 'read', request, { never: refused }, cachedGet(request));
      cases.push(result.result);
    }),
  );

  // Unknown id → 404 on every {id} GET.
  const unknownIdTasks = reads
    .filter((op) => pathParameters(op).some((p) => p.name === 'id'))
    .map((op) =>
      guarded(op, 'unknown-id', async () => {
        if (!op.public && token === undefined) return skip(op, 'unknown-id', NEEDS_SIGN_IN);
        const resolved = await resolver.resolve(op, { id: UNKNOWN_ID });
        if (resolved.kind === 'unresolved') return skip(op, 'unknown-id', resolved.reason);
        const result = await send(
          op,
          'unknown-id',
          { method: 'GET', path: resolved.path, query: resolved.query, token: tokenFor(op) },
          { statuses: { codes: [404], why: `no resource has id ${UNKNOWN_ID}` } },
        );
        cases.push(result.result);
      }),
    );

  // No token → 401 on authenticated operations: one GET per tag, or every one with --thorough (writes too with --writes).
  const authenticated = selected.filter((op) => !op.public);
  const noTokenOps = options.thorough
    ? authenticated.filter((op) => op.method === 'GET' || options.writes)
    : [...new Set(authenticated.filter((op) => op.method === 'GET').map((op) => op.tag))].flatMap((tag) => {
        const candidates = authenticated.filter((op) => op.tag === tag && op.method === 'GET');
        const pick = candidates.find((op) => pathParameters(op).length === 0) ?? candidates[0];
        return pick ? [pick] : [];
      });
  const noTokenTasks = noTokenOps.map((op) =>
    guarded(op, 'no-token', async () => {
      const dummies = dummyValues(op);
      // Reads use real values where they can be found; writes only ever touch ids that do not exist.
      const real = op.method === 'GET' ? await resolver.resolve(op) : undefined;
      const target = real?.kind === 'resolved' ? real : await resolver.resolve(op, dummies);
      if (target.kind === 'unresolved') return skip(op, 'no-token', target.reason);
      const body = op.method !== 'GET' && op.requestBody && jsonMedia(op.requestBody.media) ? {} : undefined;
      const result = await send(
        op,
        'no-token',
        { method: op.method, path: target.path, query: target.query, ...(body ? { body } : {}) },
        { statuses: { codes: [401], why: 'authentication required' } },
      );
      cases.push(result.result);
    }),
  );

  // Invalid body → 400 with field errors, on POSTs that take JSON at a fixed path.
  const invalidBodyTasks = selected
    .filter((op) => op.method === 'POST' && op.requestBody !== undefined && jsonMedia(op.requestBody.media) !== undefined)
    .map((op) =>
      guarded(op, 'invalid-body', async () => {
        if (pathParameters(op).length > 0) return; // Only collections and actions at a fixed path: no existing resource is touched.
        if (op.parameters.some((p) => p.in === 'header' && p.required) || /\/webhooks?\//.test(op.path)) {
          return skip(op, 'invalid-body', 'needs signed request headers (a webhook)');
        }
        if (!op.public && token === undefined) return skip(op, 'invalid-body', NEEDS_SIGN_IN);
        const media = op.requestBody ? jsonMedia(op.requestBody.media) : undefined;
        if (!media?.schema || !media.schemaAt) return skip(op, 'invalid-body', 'the JSON body has no schema');
        if (validator.validate(media.schemaAt, {}) === undefined) {
          return skip(op, 'invalid-body', 'an empty body is valid for this request schema');
        }
        const required = requiredFields(model.document, media.schema);
        const resolved = await resolver.resolve(op);
        if (resolved.kind === 'unresolved') return skip(op, 'invalid-body', resolved.reason);
        const result = await send(
          op,
          'invalid-body',
          { method: 'POST', path: resolved.path, query: resolved.query, token: tokenFor(op), body: {} },
          {
            statuses: {
              codes: [400],
              why:
                required.length > 0
                  ? `the body lacks the required ${required.join(', ')}`
                  : 'the empty body breaks the request schema',
            },
            extra: { check: 'field-errors', run: (status, json) => (status === 400 ? fieldErrorFailures(json, required) : []) },
          },
        );
        cases.push(result.result);
      }),
    );

  await Promise.all([...readTasks, ...unknownIdTasks, ...noTokenTasks, ...invalidBodyTasks]);

  if (options.writes) {
    for (const trip of roundTrips(model, selected)) {
      await guarded(trip.create, 'create', () =>
        roundTrip(trip, { model, config, validator, resolver, token, runId, now: now(), send, skip, cases }),
      );
    }
  }

  // Per tag: the reads and negative checks by path, then the round trips in the order they ran.
  const trip = (c: CaseResult): number => (SCENARIO_ORDER.indexOf(c.scenario) >= SCENARIO_ORDER.indexOf('create') ? 1 : 0);
  cases.sort((a, b) => {
    const tagOrder = model.tags.indexOf(a.tag) - model.tags.indexOf(b.tag);
    if (tagOrder !== 0) return tagOrder;
    if (trip(a) !== trip(b)) return trip(a) - trip(b);
    if (trip(a) === 1) return 0;
    if (a.path !== b.path) return a.path < b.path ? -1 : 1;
    const methodOrder = METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
    return methodOrder !== 0 ? methodOrder : SCENARIO_ORDER.indexOf(a.scenario) - SCENARIO_ORDER.indexOf(b.scenario);
  });
  return {
    baseUrl: options.baseUrl,
    spec: { title: model.title, version: model.version },
    tags: model.tags,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - started,
    requests: http.sent,
    auth,
    ...(stoppedEarly ? { stoppedEarly } : {}),
    cases,
  };
}

function select(model: SpecModel, only: string[], skipList: string[]): Operation[] {
  const unknown = only.filter((name) => !model.tags.includes(name) && !model.byId.has(name));
  if (unknown.length > 0) {
    throw new SetupError(`--only: no tag or operationId named ${unknown.join(', ')}. Tags: ${model.tags.join(', ')}.`);
  }
  const chosen = model.operations.filter(
    (op) =>
      (only.length === 0 || only.includes(op.tag) || only.includes(op.operationId)) &&
      !skipList.includes(op.operationId) &&
      !skipList.includes(op.path),
  );
  if (chosen.length === 0) throw new SetupError('Nothing to check: every selected operation is skipped by the config.');
  return chosen;
}

function dummyValues(op: Operation): Record<string, ParameterValue> {
  const values: Record<string, ParameterValue> = {};
  for (const parameter of pathParameters(op)) {
    const type = parameter.schema.type;
    values[parameter.name] = type === 'integer' || type === 'number' ? UNKNOWN_ID : DUMMY_STRING;
  }
  return values;
}
