/** Looks up the spec's description of a call (public or not, upload or not) from its method and URL. */

export interface OperationInfo {
  operationId: string;
  method: string;
  /** Path template relative to the API root, e.g. `/courses/courses/{id}/`. */
  path: string;
  tag: string;
  /** `security: []` in the spec: sent without the token. */
  public: boolean;
  /** Takes `multipart/form-data`: an upload, with the longer timeout. */
  multipart: boolean;
  /** Answers a file rather than JSON. */
  binary: boolean;
}

interface CompiledOperation {
  pattern: RegExp;
  /** Literal templates win over parameterised ones (`users/me/` before `users/{id}/`). */
  literalLength: number;
  info: OperationInfo;
}

export interface OperationIndex {
  find(method: string, path: string): OperationInfo | undefined;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(info: OperationInfo): CompiledOperation {
  const parts = info.path.split(/\{[^}]+\}/);
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join('[^/]+')}$`);
  return { pattern, literalLength: parts.join('').length, info };
}

export function createOperationIndex(operations: readonly OperationInfo[]): OperationIndex {
  const byMethod = new Map<string, CompiledOperation[]>();
  for (const info of operations) {
    const list = byMethod.get(info.method) ?? [];
    list.push(compile(info));
    byMethod.set(info.method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => b.literalLength - a.literalLength);
  return {
    find(method, path) {
      const list = byMethod.get(method.toUpperCase()) ?? [];
      const withSlash = path.endsWith('/') ? path : `${path}/`;
      return list.find((op) => op.pattern.test(path) || op.pattern.test(withSlash))?.info;
    },
  };
}
