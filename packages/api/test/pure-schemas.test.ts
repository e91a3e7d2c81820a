// The generated zod schemas are tree-shakable: a form that validates one body ships that schema and
// what it references, not the contract's ~2,000 schemas.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { pureSchemas } from '../scripts/pure-schemas.mjs';

const generated = fileURLToPath(new URL('../src/gen/sdk/zod.gen.ts', import.meta.url));

describe('pureSchemas', () => {
  it('wraps each exported schema in a pure, immediately called arrow and leaves aliases alone', () => {
    const source = [
      "import * as z from 'zod';",
      'export const zA = z.object({\n    name: z.string().max(5)\n});',
      'export const zB = zA;',
      'export const zC = zA.nullish();',
    ].join('\n');
    expect(pureSchemas(source)).toBe(
      [
        "import * as z from 'zod';",
        'export const zA = /* @__PURE__ */ (() => z.object({\n    name: z.string().max(5)\n}))();',
        'export const zB = zA;',
        'export const zC = /* @__PURE__ */ (() => zA.nullish())();',
      ].join('\n'),
    );
  });

  it('leaves every schema of the generated file marked pure', () => {
    const unmarked = readFileSync(generated, 'utf8')
      .split('\n')
      .filter((line) => /^export const z\w+ = /.test(line))
      .filter((line) => !/= \/\* @__PURE__ \*\/ \(\(\) => /.test(line) && !/= z\w+;$/.test(line));
    expect(unmarked).toEqual([]);
  });

  it('lets a bundle that uses one schema drop the others', async () => {
    const bundle = await rolldown({
      input: 'entry',
      platform: 'browser',
      external: [/^zod/],
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) => (id === 'entry' ? `export { zLoginRequest } from ${JSON.stringify(generated)};` : null),
        },
      ],
    });
    const { output } = await bundle.generate({ format: 'esm' });
    const code = output[0].code;
    expect(code).toContain('zLoginRequest');
    // zGender is the next schema in the file; none of the others survives either.
    expect(code).not.toContain('prefer_not_to_say');
    expect(code.match(/z\.object\(/g)).toHaveLength(1);
  });
});
