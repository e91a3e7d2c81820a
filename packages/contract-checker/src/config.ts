/** The optional `--config` file: parameter values the checker cannot find by itself, request bodies, operations to leave out. */
import { readFileSync } from 'node:fs';
import { isObject, type JsonValue } from './spec/json';

export type ParameterValue = string | number | boolean;

export interface CheckerConfig {
  /** Keyed by operationId, by path template, or `*` for every operation; then by parameter name. */
  parameters: Record<string, Record<string, ParameterValue>>;
  /** Request bodies for write round trips, keyed by the operationId of the create, update or partial update. */
  bodies: Record<string, JsonValue>;
  /** operationIds or path templates never called. */
  skip: string[];
}

export const EMPTY_CONFIG: CheckerConfig = { parameters: {}, bodies: {}, skip: [] };

export class ConfigError extends Error {}

export function parseConfig(raw: unknown, source = 'config'): CheckerConfig {
  if (!isObject(raw)) throw new ConfigError(`${source}: expected a JSON object.`);
  const known = ['$schema', 'parameters', 'bodies', 'skip'];
  const unknown = Object.keys(raw).filter((key) => !known.includes(key));
  if (unknown.length > 0)
    throw new ConfigError(`${source}: unknown key(s) ${unknown.join(', ')} (expected parameters, bodies, skip).`);

  const parameters: CheckerConfig['parameters'] = {};
  const rawParameters = raw.parameters ?? {};
  if (!isObject(rawParameters)) throw new ConfigError(`${source}: "parameters" must be an object.`);
  for (const [key, values] of Object.entries(rawParameters)) {
    if (!isObject(values)) throw new ConfigError(`${source}: parameters["${key}"] must be an object of name → value.`);
    const entry: Record<string, ParameterValue> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new ConfigError(`${source}: parameters["${key}"]["${name}"] must be a string, number or boolean.`);
      }
      entry[name] = value;
    }
    parameters[key] = entry;
  }

  const rawBodies = raw.bodies ?? {};
  if (!isObject(rawBodies)) throw new ConfigError(`${source}: "bodies" must be an object of operationId → body.`);

  const rawSkip: JsonValue = raw.skip ?? [];
  if (!Array.isArray(rawSkip) || !rawSkip.every((item) => typeof item === 'string')) {
    throw new ConfigError(`${source}: "skip" must be a list of operationIds or paths.`);
  }
  return { parameters, bodies: { ...rawBodies }, skip: rawSkip as string[] };
}

export function loadConfig(path: string): CheckerConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read --config ${path}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`--config ${path} is not JSON: ${(error as Error).message}`);
  }
  return parseConfig(raw, path);
}
