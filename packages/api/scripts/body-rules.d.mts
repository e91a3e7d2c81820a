/** The source of src/gen/body-rules.gen.ts from the bundled spec. */
export function bodyRulesModule(spec: unknown): string;
