/**
 * Which operation of the spec a request is for, whatever the API root (`/api`, `http://host:4010/api`,
 * a staging prefix): the operation whose path template matches the end of the URL path. Literal
 * templates win over parameterised ones (`users/stats/` before `users/{id}/`), as on a real router.
 */
import { operations, type OperationInfo } from '@ujuzi/api';

interface CompiledOperation {
  info: OperationInfo;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(info: OperationInfo): CompiledOperation {
  const names = [...info.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const parts = info.path.split(/\{[^}]+\}/);
  return {
    info,
    names,
    pattern: new RegExp(`${parts.map(escapeRegExp).join('([^/]+)')}$`),
    literalLength: parts.join('').length,
  };
}

const byMethod = new Map<string, CompiledOperation[]>();
const byId = new Map<string, OperationInfo>();
for (const info of operations) {
  byId.set(info.operationId, info);
  const list = byMethod.get(info.method) ?? [];
  list.push(compile(info));
  byMethod.set(info.method, list);
}
for (const list of byMethod.values()) list.sort((a, b) => b.literalLength - a.literalLength);

export interface MatchedOperation {
  info: OperationInfo;
  /** Path parameters by their spec names (`uid`, `token`, `id`), URL-decoded. */
  params: Record<string, string>;
  /** The URL path before the operation's path: the API root (`/api`). */
  root: string;
}

export function matchOperation(method: string, pathname: string): MatchedOperation | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const candidate of byMethod.get(method.toUpperCase()) ?? []) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    candidate.names.forEach((name, index) => (params[name] = decodeURIComponent(match[index + 1] ?? '')));
    return { info: candidate.info, params, root: path.slice(0, match.index) };
  }
  return undefined;
}

export function operationInfo(operationId: string): OperationInfo {
  const info = byId.get(operationId);
  if (!info) throw new Error(`The spec has no operation ${operationId}`);
  return info;
}

/** The msw path of an operation: any origin and prefix, then the spec path with `:params`. */
export const mswPath = (info: OperationInfo): string => `*${info.path.replace(/\{([^}]+)\}/g, ':$1')}`;

export { operations };
