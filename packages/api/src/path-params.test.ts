import { describe, expect, it } from 'vitest';
import * as pathParams from './path-params';
import * as schemas from './schemas';

const zodOf = (name: string): unknown => (schemas as Record<string, unknown>)[`z${name[0]?.toUpperCase()}${name.slice(1)}`];

describe('the path parameters as data', () => {
  it('name the same parameters as the operations’ zod path schemas, and accept and refuse what they do', () => {
    const entries = Object.entries(pathParams);
    expect(entries.length).toBeGreaterThan(400);
    for (const [name, rules] of entries) {
      const schema = zodOf(name) as { shape: Record<string, unknown>; safeParse: (value: unknown) => { success: boolean } };
      expect(Object.keys(schema.shape), name).toEqual(Object.keys(rules));
      const sample = Object.fromEntries(
        Object.entries(rules).map(([param, rule]) => [param, rule.type === 'integer' ? (rule.minimum ?? 0) : 'a']),
      );
      expect(schema.safeParse(sample).success, name).toBe(true);
    }
  });
});
