// ESLint rule: a screen area of packages/features (src/<area>/) imports no other area; what areas share lives in the kit, ui or domain.
import { dirname, relative, resolve, sep } from 'node:path';

/** Folders of packages/features/src that are infrastructure, not areas: any area may import them. */
export const INFRASTRUCTURE = new Set(['infra']);

const featuresSource = resolve(dirname(new URL(import.meta.url).pathname), '../packages/features/src');

/** The area a file of packages/features/src belongs to, or null (an entry file, infrastructure, elsewhere). */
function areaOf(file) {
  const path = relative(featuresSource, file);
  if (path.startsWith('..')) return null;
  const [first, ...rest] = path.split(sep);
  return rest.length > 0 && first && !INFRASTRUCTURE.has(first) ? first : null;
}

export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature area imports no other area (packages/features/README.md, "Areas")' },
    schema: [],
    messages: {
      crossing:
        "The {{area}} area imports {{module}} of the {{other}} area: move what both need to the kit (src/infra/kit), ui or domain (packages/features/README.md, 'Areas').",
    },
  },
  create(context) {
    const file = context.filename;
    const area = areaOf(file);
    if (!area) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const other = areaOf(`${target}${sep}x`) && relative(featuresSource, target).split(sep)[0];
      if (!other || other === area) return;
      const module = relative(featuresSource, target).split(sep).join('/');
      context.report({ node, messageId: 'crossing', data: { area, other, module } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
