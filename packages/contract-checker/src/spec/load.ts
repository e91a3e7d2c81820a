/** Reads the bundled contract: by default the one `npm run generate` writes into @ujuzi/api, or any bundled JSON/YAML file. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { isObject, type JsonObject } from './json';

/** packages/api/src/gen/openapi.json, found through the @ujuzi/api workspace package. */
export function defaultSpecPath(): string {
  const apiEntry = fileURLToPath(import.meta.resolve('@ujuzi/api'));
  return join(dirname(apiEntry), 'gen', 'openapi.json');
}

export class SpecError extends Error {}

export function loadSpec(path: string = defaultSpecPath()): JsonObject {
  if (!existsSync(path)) {
    throw new SpecError(
      `No bundled contract at ${path}. Run \`npm run generate\` first, or pass --spec <bundled openapi.json|yaml>.`,
    );
  }
  const text = readFileSync(path, 'utf8');
  const document: unknown = path.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  if (!isObject(document) || typeof document.openapi !== 'string' || !isObject(document.paths)) {
    throw new SpecError(`${path} is not an OpenAPI document (no "openapi" version or "paths").`);
  }
  if (!document.openapi.startsWith('3.1')) {
    throw new SpecError(`${path} is OpenAPI ${document.openapi}; the checker reads OpenAPI 3.1 (JSON Schema 2020-12).`);
  }
  return document;
}
