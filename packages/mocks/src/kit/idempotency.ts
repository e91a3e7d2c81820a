/**
 * Idempotency keys (issue 29, writes that wait): a write sent with an `Idempotency-Key` header is
 * recorded once; a repeat of the key (a queued write sent again after its answer was lost) gets the
 * first answer back, and the handler does not run again. Kept per signed-in token and key, the latest
 * `LIMIT` of them, for as long as the mock backend runs (a real server keeps them about a day).
 */
const LIMIT = 500;

interface Recorded {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const recorded = new Map<string, Recorded>();

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const replay = (answer: Recorded): Response =>
  new Response(answer.body.slice(0), { status: answer.status, headers: [...answer.headers, ['Idempotent-Replayed', 'true']] });

/** Runs a write once per key; reads and writes without a key run as they are. */
export async function answerOnce(request: Request, run: () => Promise<Response> | Response): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key || request.method === 'GET' || request.method === 'HEAD') return run();
  const id = `${request.headers.get('Authorization') ?? ''} ${request.method} ${key}`;
  const earlier = recorded.get(id);
  if (earlier) return replay(earlier);
  const response = await run();
  // A server failure is not an answer to keep: the same key may try again.
  if (response.status < 500) {
    recorded.set(id, {
      status: response.status,
      headers: [...response.headers.entries()],
      body: await response.clone().arrayBuffer(),
    });
    if (recorded.size > LIMIT) recorded.delete(recorded.keys().next().value ?? '');
  }
  return response;
}

export function forgetIdempotencyKeys(): void {
  recorded.clear();
}
