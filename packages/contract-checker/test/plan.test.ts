import { describe, expect, it } from 'vitest';
import { EMPTY_CONFIG, type CheckerConfig } from '../src/config';
import { generateValue, requiredFields } from '../src/plan/bodies';
import { createParameterResolver, type ListItems } from '../src/plan/parameters';
import { roundTrips } from '../src/round-trip';
import { valueAt, type JsonObject, type JsonValue } from '../src/spec/json';
import { buildModel, jsonMedia, type Operation } from '../src/spec/model';
import { createValidator } from '../src/spec/validator';
import { contract } from './helpers';

const model = buildModel(contract());
const op = (id: string): Operation => {
  const found = model.byId.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

function resolverWith(lists: Record<string, JsonValue[] | string>, config: CheckerConfig = EMPTY_CONFIG) {
  const fetched: string[] = [];
  const resolver = createParameterResolver(model, config, async (_listOp, path): Promise<ListItems> => {
    fetched.push(path);
    const list = lists[path];
    if (list === undefined) return { kind: 'problem', reason: 'answered 404' };
    return typeof list === 'string' ? { kind: 'problem', reason: list } : { kind: 'items', items: list };
  });
  return { resolver, fetched };
}

describe('path and query parameters', () => {
  it('takes an {id} from the list the resource belongs to', async () => {
    const { resolver, fetched } = resolverWith({ '/courses/courses/': [{ id: 12, slug: 'python-for-data-science' }] });
    await expect(resolver.resolve(op('getCourse'))).resolves.toMatchObject({ kind: 'resolved', path: '/courses/courses/12/' });
    await expect(resolver.resolve(op('listCourseLessons'))).resolves.toMatchObject({ path: '/courses/courses/12/lessons/' });
    expect(fetched).toEqual(['/courses/courses/', '/courses/courses/']);
  });

  it('takes a hash or number from the field of the same name, or the one ending in _<name>, of an ancestor list', async () => {
    const { resolver } = resolverWith({
      '/courses/certificates/': [{ id: 3, certificate_number: 'UJZ-2026-000123', verification_hash: 'a1b2c3' }],
    });
    await expect(resolver.resolve(op('verifyCourseCertificate'))).resolves.toMatchObject({
      path: '/courses/certificates/verify/a1b2c3/',
    });
    await expect(resolver.resolve(op('verifyCourseCertificateByNumber'))).resolves.toMatchObject({
      path: '/courses/certificates/verify-by-number/UJZ-2026-000123/',
    });
    await expect(resolver.resolve(op('verifyCourseCertificateByHashQuery'))).resolves.toMatchObject({
      query: { hash: 'a1b2c3' },
    });
  });

  it('fills required query parameters from the enum or example', async () => {
    const { resolver } = resolverWith({});
    await expect(resolver.resolve(op('searchAccounts'))).resolves.toMatchObject({ query: { q: 'wanjiku' } });
    await expect(resolver.resolve(op('listPaymentPlansByType'))).resolves.toMatchObject({ kind: 'resolved' });
  });

  it('prefers the --config values: by operationId, then path, then *', async () => {
    const config: CheckerConfig = {
      ...EMPTY_CONFIG,
      parameters: { getCourse: { id: 5 }, '/courses/courses/{id}/lessons/': { id: 6 }, '*': { id: 7 } },
    };
    const { resolver, fetched } = resolverWith({}, config);
    await expect(resolver.resolve(op('getCourse'))).resolves.toMatchObject({ path: '/courses/courses/5/' });
    await expect(resolver.resolve(op('listCourseLessons'))).resolves.toMatchObject({ path: '/courses/courses/6/lessons/' });
    await expect(resolver.resolve(op('getCourseStats'))).resolves.toMatchObject({ path: '/courses/courses/7/stats/' });
    expect(fetched).toEqual([]);
  });

  it('explains why it cannot resolve a parameter', async () => {
    const { resolver } = resolverWith({ '/courses/courses/': [], '/core/departments/': 'answered 403' });
    await expect(resolver.resolve(op('getCourse'))).resolves.toEqual({
      kind: 'unresolved',
      reason: '{id}: GET /courses/courses/ has no items; give it in --config',
    });
    await expect(resolver.resolve(op('getDepartment'))).resolves.toEqual({
      kind: 'unresolved',
      reason: '{id}: GET /core/departments/ answered 403; give it in --config',
    });
    await expect(resolver.resolve(op('getPaymentVerification'))).resolves.toEqual({
      kind: 'unresolved',
      reason: '{id}: no list operation at /payments/verify-payment/ to take it from; give it in --config',
    });
  });

  it('never takes a one-time link token from a list', async () => {
    const { resolver, fetched } = resolverWith({ '/newsletter/subscribers/': [{ id: 1, token: 'abc' }] });
    const resolution = await resolver.resolve(op('unsubscribeFromNewsletterByLink'));
    expect(resolution).toMatchObject({ kind: 'unresolved', reason: expect.stringContaining('one-time link secret') });
    expect(fetched).toEqual([]);
  });
});

describe('generated request bodies', () => {
  const document = contract();
  const validator = createValidator(document);
  const options = { runId: 'cc1234', now: new Date('2026-11-20T08:30:00Z') };

  it('satisfy the request schema of every operation that takes JSON', () => {
    const invalid: string[] = [];
    let count = 0;
    for (const operation of model.operations) {
      const media = operation.requestBody ? jsonMedia(operation.requestBody.media) : undefined;
      if (!media?.schema || !media.schemaAt) continue;
      count += 1;
      const error = validator.validate(media.schemaAt, generateValue(document, media.schema, options));
      if (error) invalid.push(`${operation.operationId}: ${error.path} ${error.message}`);
    }
    expect(count).toBeGreaterThan(350);
    expect(invalid).toEqual([]);
  });

  it('hold only the required fields, examples first, unique fields marked with the run id', () => {
    const schema: JsonObject = { $ref: '#/components/schemas/RegisterRequest' };
    const body = generateValue(document, schema, options) as JsonObject;
    const example = (field: string) => valueAt(document, `#/components/schemas/RegisterRequest/properties/${field}/example`);
    expect(Object.keys(body).sort()).toEqual([...requiredFields(document, schema)].sort());
    expect(body.username).toBe(`${String(example('username'))}-cc1234`);
    expect(body.email).toBe('contract-check-cc1234@example.com');
    expect(body.first_name).toBe(example('first_name'));
  });

  it('take one branch of an anyOf of required fields', () => {
    const body = generateValue(document, { $ref: '#/components/schemas/EnrollmentRequest' }, options) as JsonObject;
    expect(Object.keys(body)).toEqual(['course_slug']);
  });
});

describe('write round trips', () => {
  it('are planned for collections with POST, and GET, PATCH or PUT, and DELETE on {id}', () => {
    const trips = roundTrips(model, model.operations).map((t) => [
      t.create.operationId,
      t.read.operationId,
      t.update.operationId,
      t.remove.operationId,
      t.key,
    ]);
    expect(trips).toContainEqual(['createDepartment', 'getDepartment', 'partialUpdateDepartment', 'deleteDepartment', 'id']);
    expect(trips.map(([create]) => create)).not.toContain('login');
    expect(trips.length).toBeGreaterThan(40);
  });
});
