import { operations } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../src/checks';
import type { HttpAnswer } from '../src/http/client';
import { jsonPath, pointer, type JsonObject } from '../src/spec/json';
import { buildModel, documentedResponse, type Operation } from '../src/spec/model';
import { createValidator } from '../src/spec/validator';
import { contract } from './helpers';

describe('the contract model', () => {
  const model = buildModel(contract());

  it('reads the same operations, tags and public flags as the generated operation table', () => {
    const mine = model.operations.map((op) => [op.operationId, op.method, op.path, op.tag, op.public]);
    const table = operations.map((op) => [op.operationId, op.method, op.path, op.tag, op.public]);
    expect(mine).toEqual(table);
  });

  it('merges path-level parameters and dereferences shared ones', () => {
    const getCourse = model.byId.get('getCourse');
    expect(getCourse?.parameters.find((p) => p.in === 'path')).toMatchObject({
      name: 'id',
      required: true,
      schema: { type: 'integer' },
    });
    const search = model.byId.get('searchAccounts')?.parameters.find((p) => p.name === 'q');
    expect(search).toMatchObject({ in: 'query', required: true, example: 'wanjiku' });
  });

  it('finds the documented response by exact code, then range, then default', () => {
    const op: Operation = {
      operationId: 'x',
      method: 'GET',
      path: '/x/',
      tag: 't',
      public: true,
      parameters: [],
      responses: ['200', '4XX', 'default'].map((status) => ({ status, description: '', media: [], headers: [] })),
    };
    expect(documentedResponse(op, 200)?.status).toBe('200');
    expect(documentedResponse(op, 404)?.status).toBe('4XX');
    expect(documentedResponse(op, 503)?.status).toBe('default');
  });
});

describe('schema validation (JSON Schema 2020-12 with formats)', () => {
  const validator = createValidator(contract());
  const at = (schema: string) => pointer('components', 'schemas', schema);

  const department = {
    id: 2,
    name: 'Software Engineering',
    code: 'SE',
    slug: 'software-engineering',
    is_active: true,
    created_at: '2025-08-01T08:00:00Z',
    updated_at: '2026-01-12T10:30:00Z',
    email: null,
  };

  it('follows $refs into components and reports the JSON path and rule of the first error', () => {
    const page = { count: 1, next: null, previous: null, results: [department, { ...department, id: 'one' }] };
    expect(validator.validate(at('PaginatedDepartmentList'), page)).toEqual({
      path: '$.results[1].id',
      message: 'must be integer',
      schemaPath: '#/components/schemas/Department/properties/id/type',
    });
  });

  it('accepts null where the type array allows it, and only there', () => {
    expect(validator.validate(at('Department'), department)).toBeUndefined();
    expect(validator.validate(at('Department'), { ...department, name: null })?.path).toBe('$.name');
  });

  it('checks formats', () => {
    const health = { status: 'healthy', timestamp: 'yesterday' };
    expect(validator.validate(at('HealthStatus'), health)).toMatchObject({
      path: '$.timestamp',
      message: 'must match format "date-time"',
    });
  });

  it('names a missing property by its own path', () => {
    expect(validator.validate(at('HealthStatus'), { status: 'healthy' })).toMatchObject({
      path: '$.timestamp',
      message: 'is required',
    });
  });

  it('writes instance pointers as JSON paths', () => {
    expect(jsonPath('')).toBe('$');
    expect(jsonPath('/results/0/title')).toBe('$.results[0].title');
    expect(jsonPath('/checks/data~1base')).toBe('$.checks["data/base"]');
  });
});

describe('the checks on one answer', () => {
  const document: JsonObject = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/files/': {
        get: {
          operationId: 'getFile',
          responses: {
            '200': {
              description: 'ok',
              content: { 'image/*': {}, 'application/json': { schema: { type: 'object', required: ['url'] } } },
            },
            '204': { description: 'nothing' },
            '429': {
              description: 'slow down',
              headers: {
                'Retry-After': { required: true, schema: { type: 'integer' } },
                'X-Limit': { schema: { type: 'integer' } },
              },
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    },
  };
  const op = buildModel(document).operations[0] as Operation;
  const validator = createValidator(document);
  const answer = (status: number, mediaType: string, text: string, headers: Record<string, string> = {}): HttpAnswer => ({
    status,
    headers: new Map(Object.entries(headers)),
    mediaType,
    text,
    bytes: text.length || (mediaType.startsWith('image/') ? 10 : 0),
    durationMs: 5,
  });
  const failures = (a: HttpAnswer, budget?: number) => checkAnswer(op, a, validator, budget).failures.map((f) => f.check);

  it('accepts a media range and an exact type', () => {
    expect(failures(answer(200, 'image/png', ''))).toEqual([]);
    expect(failures(answer(200, 'application/json', '{"url":"/a.png"}'))).toEqual([]);
  });

  it('fails a body where none is documented, a missing content type and a body that is not JSON', () => {
    expect(failures(answer(204, 'application/json', '{}'))).toEqual(['content-type']);
    expect(failures(answer(200, '', 'x'))).toEqual(['content-type']);
    expect(failures(answer(200, 'application/json', '<html>'))).toEqual(['schema']);
  });

  it('checks required headers and header values against their schema', () => {
    expect(failures(answer(429, 'application/json', '{}', { 'retry-after': '120' }))).toEqual([]);
    expect(failures(answer(429, 'application/json', '{}'))).toEqual(['headers']);
    expect(failures(answer(429, 'application/json', '{}', { 'retry-after': 'soon', 'x-limit': '5' }))).toEqual(['headers']);
  });

  it('fails any 5xx and answers slower than the budget', () => {
    expect(failures(answer(503, 'application/json', '{}'))).toEqual(['server-error', 'status-documented']);
    expect(failures(answer(200, 'image/png', ''), 4)).toEqual(['response-time']);
  });
});
