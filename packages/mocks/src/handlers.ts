/**
 * Every handler of the mock backend: the stateful ones (src/handlers/<group>.ts), then orval's
 * generated faker handlers for every operation without one, so no operation is ever unanswered.
 */
import type { HttpHandler } from 'msw';
import { statefulHandlers } from './handlers/index';
import { fallbackHandlers } from './kit/fallback';
import { handlerOperation } from './kit/route';
import { seedFaker } from './seed';

/** The operations that have a stateful handler; two handlers for one operation is a mistake. */
function statefulOperations(handlers: readonly HttpHandler[]): Set<string> {
  const seen = new Set<string>();
  for (const handler of handlers) {
    const operationId = handlerOperation(handler);
    if (!operationId) continue;
    if (seen.has(operationId)) throw new Error(`Two stateful handlers answer ${operationId}`);
    seen.add(operationId);
  }
  return seen;
}

export function mockHandlers(): HttpHandler[] {
  seedFaker();
  const stateful = statefulHandlers();
  return [...stateful, ...fallbackHandlers(statefulOperations(stateful))];
}
