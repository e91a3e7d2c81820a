/**
 * The fallback: every operation without a stateful handler answers through orval's generated faker
 * handler, inside the shared wrapper (faults, 401) and with its JSON body checked against the spec
 * and repaired where it is not contract-true (orval's faker misses formats, patterns and bounds).
 */
import { generatedHandlers } from '@ujuzi/api/mocks';
import { getResponse, type HttpHandler, type RequestHandler } from 'msw';
import { conform } from '../contract/conform';
import { isValid } from '../contract/check';
import { operations } from '../contract/operation-index';
import { responseSpec, successStatus } from '../contract/spec';
import { fallbackRoute } from './route';
import { answerFromSpec } from './spec-answer';

/** `/a/{id}/b/` and `*\/a/:someId/b/` compare equal: orval renames path parameters. */
const pathKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path.replace(/^\*/, '').replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;

/**
 * Makes a generated answer contract-true: an undocumented status becomes the documented success
 * answer, an undocumented content type a sample of the documented one, and a JSON body that breaks
 * the schema is repaired. A valid answer passes untouched.
 */
export async function repairAnswer(operationId: string, response: Response, request: Request): Promise<Response> {
  const documented = responseSpec(operationId, response.status);
  if (!documented) return answerFromSpec(operationId, successStatus(operationId), request);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (documented.contentTypes.length > 0 && !documented.contentTypes.includes(type))
    return answerFromSpec(operationId, response.status, request);
  if (!documented.schema || type !== 'application/json') return response;
  const body: unknown = await response.clone().json();
  if (isValid(documented.schema, body)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(conform(documented.schema, body)), { status: response.status, headers });
}

/** Fallback handlers for every operation not in `stateful`, each answering only its own operation. */
export function fallbackHandlers(stateful: ReadonlySet<string>): HttpHandler[] {
  const generated = new Map<string, RequestHandler>();
  for (const handler of generatedHandlers()) {
    const { method, path } = handler.info as { method?: unknown; path?: unknown };
    if (typeof method === 'string' && typeof path === 'string') generated.set(pathKey(method, path), handler);
  }
  return operations
    .filter((operation) => !stateful.has(operation.operationId))
    .flatMap((operation) => {
      const handler = generated.get(pathKey(operation.method, operation.path));
      if (!handler) return [];
      return [
        fallbackRoute(operation.operationId, async ({ request }) => {
          const answer = await getResponse([handler], request);
          return answer
            ? repairAnswer(operation.operationId, answer, request)
            : answerFromSpec(operation.operationId, successStatus(operation.operationId), request);
        }),
      ];
    });
}
