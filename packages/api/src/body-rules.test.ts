import { describe, expect, it } from 'vitest';
import { bodyRulesModule } from '../scripts/body-rules.mjs';
import * as bodyRules from './body-rules';
import type { BodyRules } from './body-rules';
import * as schemas from './schemas';

type Zod = { shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }> };
const zodOf = (name: string) =>
  (schemas as Record<string, unknown>)[`z${name[0]?.toUpperCase()}${name.slice(1)}`] as Zod | undefined;
const accepts = (schema: Zod, field: string, value: unknown) => schema.shape[field]?.safeParse(value).success;

describe('the request-body rules as data', () => {
  const entries = Object.entries(bodyRules as Record<string, BodyRules>);

  it('name the same fields as the operations’ zod body schemas, required and nullable as they are', () => {
    expect(entries.length).toBeGreaterThan(300);
    let compared = 0;
    for (const [name, rules] of entries) {
      const schema = zodOf(name);
      if (!schema?.shape) continue;
      compared += 1;
      expect(Object.keys(rules).sort(), name).toEqual(Object.keys(schema.shape).sort());
      for (const [field, rule] of Object.entries(rules)) {
        expect(!accepts(schema, field, undefined), `${name}.${field} required`).toBe(Boolean(rule.required));
        if (rule.type !== 'object' && rule.type !== undefined)
          expect(accepts(schema, field, null), `${name}.${field} nullable`).toBe(Boolean(rule.nullable));
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('carry the contact form’s constraints: lengths, the e-mail format, the phone pattern, a nullable id', () => {
    expect(bodyRules.submitContactFormBody).toEqual({
      name: { type: 'string', required: true, minLength: 1, maxLength: 100 },
      email: { type: 'string', required: true, format: 'email' },
      phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{10,20}$' },
      category: { type: 'integer', nullable: true },
      subject: { type: 'string', required: true, minLength: 1, maxLength: 200 },
      message: { type: 'string', required: true, minLength: 10, maxLength: 5000 },
    });
    const zod = zodOf('submitContactFormBody') as Zod;
    // What the data says, zod says too.
    expect(accepts(zod, 'message', 'x'.repeat(9))).toBe(false);
    expect(accepts(zod, 'message', 'x'.repeat(10))).toBe(true);
    expect(accepts(zod, 'subject', 'x'.repeat(201))).toBe(false);
    expect(accepts(zod, 'phone', '0712')).toBe(false);
    expect(accepts(zod, 'phone', '+254 712 345 678')).toBe(true);
  });

  it('carry enums (without null) and nested objects', () => {
    expect(bodyRules.unsubscribeFromNewsletterBody.reason.enum).toEqual([
      'too_frequent',
      'not_relevant',
      'never_signed_up',
      'other',
    ]);
    expect(bodyRules.registerBody.profile_data.properties.gender).toMatchObject({
      nullable: true,
      enum: ['male', 'female', 'other', 'prefer_not_to_say'],
    });
  });
});

describe('bodyRulesModule', () => {
  const spec = {
    components: {
      schemas: {
        Level: { type: 'string', enum: ['a', 'b', null] },
        Base: { type: 'object', properties: { url: { type: 'string', format: 'uri' } } },
        Body: {
          type: 'object',
          required: ['title', 'level'],
          properties: {
            id: { type: 'integer', readOnly: true },
            title: { type: ['string', 'null'], maxLength: 20 },
            level: { $ref: '#/components/schemas/Level' },
            count: { anyOf: [{ type: 'integer', minimum: 1, maximum: 9 }, { type: 'null' }] },
            link: { allOf: [{ $ref: '#/components/schemas/Base' }] },
          },
        },
      },
    },
    paths: {
      '/things/': {
        get: { operationId: 'listThings' },
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Body' } } } },
        },
      },
    },
  };
  const source = bodyRulesModule(spec);

  it('emits one constant per operation with a body, read-only fields left out', () => {
    expect(source).toContain('// This file is generated');
    expect(source).not.toContain('listThings');
    const line = source.split('\n').find((row) => row.startsWith('export const createThingBody = '));
    const data = JSON.parse(
      String(line)
        .replace('export const createThingBody = ', '')
        .replace(/ as const;$/, ''),
    );
    expect(data).toEqual({
      title: { type: 'string', nullable: true, maxLength: 20, required: true },
      level: { type: 'string', nullable: true, enum: ['a', 'b'], required: true },
      count: { type: 'integer', nullable: true, minimum: 1, maximum: 9 },
      link: { type: 'object', properties: { url: { type: 'string', format: 'uri' } } },
    });
  });
});
