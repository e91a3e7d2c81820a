// Makes the generated zod schemas tree-shakable: each top-level `export const zX = <schema>` becomes
// `export const zX = /* @__PURE__ */ (() => <schema>)()`. A bundler must otherwise keep every one of the
// ~2,000 schemas (each is a call, and calls may have side effects), so one form would ship the whole
// contract's validation; marked pure, a screen ships only the schemas it uses and those they reference.
import ts from 'typescript';

/** The source with every exported top-level initializer wrapped in a pure, immediately called arrow. */
export function pureSchemas(source) {
  const file = ts.createSourceFile('zod.gen.ts', source, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || ts.isIdentifier(init) || ts.isLiteralExpression(init)) continue;
      edits.push([init.getStart(file), init.getEnd()]);
    }
  }
  let result = source;
  for (const [start, end] of edits.reverse())
    result = `${result.slice(0, start)}/* @__PURE__ */ (() => ${result.slice(start, end)})()${result.slice(end)}`;
  return result;
}
