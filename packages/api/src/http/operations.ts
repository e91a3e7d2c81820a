/** Looks up the spec's description of a call (public or not, upload or not) from its method and URL. */

/** What a lookup needs of an operation: its method and path template. */
export interface OperationTemplate {
  method: string;
  /** Path template relative to the API root, e.g. `/courses/courses/{id}/`. */
  path: string;
}

export interface OperationInfo extends OperationTemplate {
  operationId: string;
  tag: string;
  /** Anyone may call it (`security: []`, or `{}` among its options). */
  public: boolean;
  /** Public, but the answer depends on a signed-in caller (`security: [{}, {Token: []}]`): the stored token goes along. */
  optionalToken: boolean;
  /** Takes `multipart/form-data`: an upload, with the longer timeout. */
  multipart: boolean;
  /** Answers a file rather than JSON. */
  binary: boolean;
  /** Answers an HTML document by design (`text/html`), which is otherwise the sign of a misconfigured API URL. */
  document: boolean;
}

interface CompiledOperation<T> {
  pattern: RegExp;
  /** Literal templates win over parameterised ones (`users/me/` before `users/{id}/`). */
  literalLength: number;
  info: T;
}

export interface OperationIndex<T extends OperationTemplate = OperationInfo> {
  find(method: string, path: string): T | undefined;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<T extends OperationTemplate>(info: T): CompiledOperation<T> {
  const parts = info.path.split(/\{[^}]+\}/);
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join('[^/]+')}$`);
  return { pattern, literalLength: parts.join('').length, info };
}

/**
 * Tries a method's templates by literal length, longest first, in table order among equals (the
 * generator relies on exactly this order to leave operations out of the HTTP core's table).
 */
export function createOperationIndex<T extends OperationTemplate>(operations: readonly T[]): OperationIndex<T> {
  const byMethod = new Map<string, CompiledOperation<T>[]>();
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
