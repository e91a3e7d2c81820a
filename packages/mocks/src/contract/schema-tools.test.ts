import { describe, expect, it } from 'vitest';
import { checkComponent } from './answer-check';
import { isValid } from './check';
import { conform } from './conform';
import { generate } from './generate';
import { sampleForPattern } from './pattern';
import { componentSchema, spec } from './spec';

const names = Object.keys(spec.components.schemas);

describe('the schema-driven generator', () => {
  it('generates a value every component schema accepts (checked by ajv)', () => {
    const failures = names.flatMap((name) => {
      const problems = checkComponent(name, generate(componentSchema(name)));
      return problems.length > 0 ? [`${name}: ${problems.slice(0, 2).join('; ')}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('uses the spec’s examples first', () => {
    expect(generate(componentSchema('User'))).toMatchObject({ username: 'wanjiku.kamau', phone_number: '+254712345678' });
  });

  it('samples every pattern of the spec', () => {
    const patterns = [
      '^[-a-zA-Z0-9_]+$',
      '^\\+?[0-9\\s\\-()]{10,}$',
      '^-?\\d+(\\.\\d{1,2})?$',
      '^[\\w.@+-]+$',
      '^\\d{2}:\\d{2}(:\\d{2})?$',
      '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
      '^[A-Z0-9]{10}$',
      '^\\+?254[17]\\d{8}$',
      '^#[0-9a-fA-F]{6}$',
      '^\\d{4}-\\d{2}$',
    ];
    for (const pattern of patterns) expect(sampleForPattern(pattern)).toMatch(new RegExp(pattern));
  });
});

describe('repairing answers', () => {
  it('keeps valid parts and regenerates the invalid ones', () => {
    const broken = {
      id: 'seventeen',
      username: 'wanjiku.kamau',
      email: 'not-an-email',
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      user_type: 'wizard',
      date_joined: 'yesterday',
      phone_number: '12',
    };
    const repaired = conform<Record<string, unknown>>(componentSchema('User'), broken);
    expect(checkComponent('User', repaired)).toEqual([]);
    expect(repaired).toMatchObject({ username: 'wanjiku.kamau', first_name: 'Wanjiku', last_name: 'Kamau' });
    expect(typeof repaired.id).toBe('number');
    expect(isValid(componentSchema('User'), broken)).toBe(false);
  });

  it('agrees with ajv on what is valid', () => {
    for (const name of ['PaginatedUserList', 'FeePayment', 'ErrorBody', 'HealthStatus']) {
      const value = generate(componentSchema(name));
      expect(isValid(componentSchema(name), value)).toBe(checkComponent(name, value).length === 0);
    }
    expect(
      isValid(componentSchema('FeePayment'), {
        ...(generate(componentSchema('FeePayment')) as object),
        mpesa_receipt_number: 'short',
      }),
    ).toBe(false);
  });
});
