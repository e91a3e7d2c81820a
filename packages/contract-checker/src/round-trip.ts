/** Write round trips (--writes): create → read → update → delete → read again, on a scratch resource marked with the run id. */
import type { CheckerConfig } from './config';
import { documentedCodes, type Exchange, type Expectation } from './exchange';
import type { HttpRequest } from './http/client';
import { generateValue, propertyNames } from './plan/bodies';
import type { ParameterResolver } from './plan/parameters';
import type { CaseResult, Scenario } from './report/model';
import { isObject, preview, type JsonObject, type JsonValue } from './spec/json';
import { jsonMedia, type HttpMethod, type Operation, type SpecModel } from './spec/model';
import type { SchemaValidator } from './spec/validator';

export interface RoundTrip {
  create: Operation;
  read: Operation;
  update: Operation;
  remove: Operation;
  /** The item's path parameter, e.g. `id`. */
  key: string;
}

/** CRUD collections: POST on a collection plus GET, PUT or PATCH, and DELETE on `<collection>{key}/`. */
export function roundTrips(model: SpecModel, selected: Operation[]): RoundTrip[] {
  const trips: RoundTrip[] = [];
  for (const create of selected) {
    if (create.method !== 'POST') continue;
    const at = (method: HttpMethod) =>
      model.operations.find(
        (op) =>
          op.method === method && op.path.startsWith(create.path) && /^\{[^}/]+\}\/$/.test(op.path.slice(create.path.length)),
      );
    const read = at('GET');
    const update = at('PATCH') ?? at('PUT');
    const remove = at('DELETE');
    if (!read || !update || !remove) continue;
    const key = read.path.slice(create.path.length).replace(/[{}/]/g, '');
    trips.push({ create, read, update, remove, key });
  }
  return trips;
}

export interface TripContext {
  model: SpecModel;
  config: CheckerConfig;
  validator: SchemaValidator;
  resolver: ParameterResolver;
  token: string | undefined;
  runId: string;
  now: Date;
  send: (op: Operation, scenario: Scenario, request: HttpRequest, expectation?: Expectation) => Promise<Exchange>;
  skip: (op: Operation, scenario: Scenario, reason: string) => void;
  cases: CaseResult[];
}

/** create → read → update → delete → read again (404), on a scratch resource marked with the run id. */
export async function roundTrip(trip: RoundTrip, ctx: TripContext): Promise<void> {
  const { model, validator, runId } = ctx;
  const { create, read, update, remove, key } = trip;
  const tokenFor = (op: Operation) => (op.public ? undefined : ctx.token);
  if (!create.public && ctx.token === undefined)
    return ctx.skip(create, 'create', 'needs a signed-in user: give --username/--password or --token');
  const createMedia = create.requestBody ? jsonMedia(create.requestBody.media) : undefined;
  if (!createMedia?.schema || !createMedia.schemaAt)
    return ctx.skip(create, 'create', 'the create takes no JSON body (multipart only)');
  const collection = await ctx.resolver.resolve(create);
  if (collection.kind === 'unresolved') return ctx.skip(create, 'create', collection.reason);

  const configured = ctx.config.bodies[create.operationId];
  const body = configured ?? generateValue(model.document, createMedia.schema, { runId, now: ctx.now }) ?? {};
  if (configured === undefined) {
    const invalid = validator.validate(createMedia.schemaAt, body);
    if (invalid) {
      return ctx.skip(
        create,
        'create',
        `could not generate a valid body (${invalid.path} ${invalid.message}); give one in --config bodies.${create.operationId}`,
      );
    }
  }
  const created = await ctx.send(
    create,
    'create',
    { method: 'POST', path: collection.path, query: collection.query, token: tokenFor(create), body },
    {
      statuses: { codes: documentedCodes(create, '2'), why: 'created' },
      tolerate: [
        {
          code: 400,
          reason: (json) =>
            `the server refused the generated body ${preview(body)} with ${preview(json ?? '')}; give a body in --config bodies.${create.operationId}`,
        },
      ],
    },
  );
  ctx.cases.push(created.result);
  if (created.status === undefined || created.status < 200 || created.status >= 300) return;
  const id = isObject(created.json) ? created.json[key] : undefined;
  if (typeof id !== 'string' && typeof id !== 'number') {
    created.result.outcome = 'failed';
    created.result.checks.push('round-trip');
    created.result.failures.push({
      check: 'round-trip',
      expected: `the created resource's "${key}" in the answer`,
      actual: preview(created.json ?? 'no JSON body'),
      path: `$.${key}`,
    });
    return;
  }
  const item = await ctx.resolver.resolve(read, { [key]: id });
  if (item.kind === 'unresolved') return ctx.skip(read, 'read-created', item.reason);
  const itemRequest = (op: Operation, method: HttpMethod): HttpRequest => ({
    method,
    path: item.path,
    query: item.query,
    token: tokenFor(op),
  });

  try {
    const readBack = await ctx.send(read, 'read-created', itemRequest(read, 'GET'), {
      statuses: { codes: documentedCodes(read, '2'), why: 'the created resource can be read' },
      extra: {
        check: 'round-trip',
        run: (status, json) =>
          status >= 200 && status < 300 && !(isObject(json) && json[key] === id)
            ? [
                {
                  check: 'round-trip',
                  expected: `"${key}": ${JSON.stringify(id)} (the created resource)`,
                  actual: preview(isObject(json) ? json[key] : json),
                  path: `$.${key}`,
                },
              ]
            : [],
      },
    });
    ctx.cases.push(readBack.result);

    const updateMedia = update.requestBody ? jsonMedia(update.requestBody.media) : undefined;
    if (!updateMedia?.schema || !updateMedia.schemaAt) {
      ctx.skip(update, 'update', 'the update takes no JSON body (multipart only)');
    } else {
      const schemaAt = updateMedia.schemaAt;
      const patch =
        ctx.config.bodies[update.operationId] ??
        updateBody(
          model.document,
          updateMedia.schema,
          body,
          update.method,
          { runId, now: ctx.now },
          (candidate) => validator.validate(schemaAt, candidate) === undefined,
        );
      const invalid =
        ctx.config.bodies[update.operationId] === undefined ? validator.validate(updateMedia.schemaAt, patch) : undefined;
      if (invalid) {
        ctx.skip(
          update,
          'update',
          `could not build a valid body (${invalid.path} ${invalid.message}); give one in --config bodies.${update.operationId}`,
        );
      } else {
        const updated = await ctx.send(
          update,
          'update',
          { ...itemRequest(update, update.method), body: patch },
          {
            statuses: { codes: documentedCodes(update, '2'), why: 'updated' },
          },
        );
        ctx.cases.push(updated.result);
      }
    }
  } finally {
    // The scratch resource goes whatever happened above.
    const deleted = await ctx.send(remove, 'delete', itemRequest(remove, 'DELETE'), {
      statuses: { codes: documentedCodes(remove, '2'), why: 'deleted' },
    });
    ctx.cases.push(deleted.result);
    if (deleted.status !== undefined && deleted.status >= 200 && deleted.status < 300) {
      const gone = await ctx.send(read, 'read-deleted', itemRequest(read, 'GET'), {
        statuses: { codes: [404], why: 'the deleted resource is gone' },
      });
      ctx.cases.push(gone.result);
    }
  }
}

/** PATCH: the create body's fields the update accepts, with one text field changed. PUT: the same, plus its own required fields. */
function updateBody(
  document: JsonObject,
  schema: JsonObject,
  createBody: JsonValue,
  method: HttpMethod,
  options: { runId: string; now: Date },
  valid: (body: JsonValue) => boolean,
): JsonValue {
  const names = propertyNames(document, schema);
  const base = method === 'PUT' ? generateValue(document, schema, options) : {};
  const body: JsonObject = isObject(base) ? { ...base } : {};
  if (isObject(createBody)) for (const name of names) if (createBody[name] !== undefined) body[name] = createBody[name];
  for (const name of names.filter((n) => /description|notes?|summary|bio|content|message/.test(n))) {
    const changed = { ...body, [name]: `Updated by the contract check ${options.runId}.` };
    if (valid(changed)) return changed;
  }
  return body;
}
