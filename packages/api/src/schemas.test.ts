import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './schemas';

/** Whether a schema (through optional, nullable, default, arrays and objects) holds a readOnly field. */
function holdsReadOnly(schema: z.core.$ZodType, depth = 0): boolean {
  if (depth > 8) return false;
  if (schema instanceof z.ZodReadonly) return true;
  const def = schema._zod.def as { innerType?: z.core.$ZodType; element?: z.core.$ZodType };
  if (def.innerType) return holdsReadOnly(def.innerType, depth + 1);
  if (def.element) return holdsReadOnly(def.element, depth + 1);
  if (schema instanceof z.ZodObject) return Object.values(schema.shape).some((field) => holdsReadOnly(field, depth + 1));
  return false;
}

describe('the runtime schemas of @ujuzi/api/schemas', () => {
  it('carry the contract’s constraints for request bodies', () => {
    expect(schemas.zCreateFaqBody.safeParse({ question: '', answer: 'Yes.' }).success).toBe(false);
    expect(schemas.zCreateFaqBody.safeParse({ question: 'q'.repeat(301), answer: 'Yes.' }).success).toBe(false);
    expect(schemas.zCreateFaqBody.parse({ question: 'Can I pay by M-Pesa?', answer: 'Yes.' })).toEqual({
      question: 'Can I pay by M-Pesa?',
      answer: 'Yes.',
      is_published: true,
      is_featured: false,
      display_order: 0,
    });
    expect(schemas.zCreateContactCategoryBody.safeParse({ name: 'Fees', email: 'not-an-email' }).success).toBe(false);
  });

  it('never ask a form for a readOnly field (ids, counts, timestamps)', () => {
    const bodies: [string, z.core.$ZodType][] = Object.entries(schemas).filter(([name]) => name.endsWith('Body'));
    expect(holdsReadOnly(schemas.zFaq)).toBe(true); // the check sees them where they are
    expect(bodies.length).toBeGreaterThan(300);
    expect(bodies.filter(([, schema]) => holdsReadOnly(schema)).map(([name]) => name)).toEqual([]);
  });
});
