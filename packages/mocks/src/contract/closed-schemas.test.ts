import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { checkComponent, closeSchema } from './answer-check';

const ajv = new Ajv2020({ strict: false });
const valid = (schema: unknown, value: unknown) => ajv.validate(closeSchema(schema) as object, value);

const person = { type: 'object', properties: { name: { type: 'string' } } };

describe('the contract test judges answers against closed schemas', () => {
  it('refuses a property the schema does not declare, at any depth', () => {
    expect(valid(person, { name: 'Wanjiku' })).toBe(true);
    expect(valid(person, { name: 'Wanjiku', nickname: 'Wanji' })).toBe(false);
    const team = { type: 'object', properties: { lead: person, members: { type: 'array', items: person } } };
    expect(valid(team, { lead: { name: 'A' }, members: [{ name: 'B', age: 3 }] })).toBe(false);
  });

  it('counts the properties of every member of an allOf, and closes the whole', () => {
    const extended = { allOf: [person, { type: 'object', properties: { age: { type: 'integer' } } }] };
    expect(valid(extended, { name: 'A', age: 3 })).toBe(true);
    expect(valid(extended, { name: 'A', age: 3, extra: true })).toBe(false);
  });

  it('leaves schemas that allow other properties open, and a nullable reference closed', () => {
    expect(valid({ ...person, additionalProperties: { type: 'string' } }, { name: 'A', note: 'x' })).toBe(true);
    expect(valid({ type: 'object' }, { anything: 1 })).toBe(true);
    expect(valid({ oneOf: [person, { type: 'null' }] }, null)).toBe(true);
    expect(valid({ oneOf: [person, { type: 'null' }] }, { name: 'A', extra: 1 })).toBe(false);
  });

  it('applies to the spec’s components: a course summary with a full course’s fields is refused', () => {
    expect(checkComponent('CourseSummary', { id: 1, slug: 'go', title: 'Go' })).toEqual([]);
    expect(checkComponent('CourseSummary', { id: 1, slug: 'go', title: 'Go', subtitle: 'Fast' })).toEqual([
      '(root) must NOT have unevaluated properties',
    ]);
  });
});
