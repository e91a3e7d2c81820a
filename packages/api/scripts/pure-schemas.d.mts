/** The source with every exported top-level initializer wrapped in a pure, immediately called arrow. */
export function pureSchemas(source: string): string;
