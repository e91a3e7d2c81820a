/** Sends requests to the API root and nowhere else: one timeout per request, a cap on requests, a run deadline and bounded concurrency. */
import type { JsonValue } from '../spec/json';
import type { HttpMethod } from '../spec/model';

export interface HttpRequest {
  method: HttpMethod;
  /** Concrete path relative to the API root, e.g. `/courses/courses/12/`. */
  path: string;
  query?: Record<string, string>;
  /** Sent as `Authorization: <scheme> <token>` when present. */
  token?: string;
  /** Sent as JSON when present. */
  body?: JsonValue;
}

export interface HttpAnswer {
  status: number;
  /** Header names lower-cased. */
  headers: Map<string, string>;
  /** The media type without parameters, lower-cased (`application/json`); empty when the answer names none. */
  mediaType: string;
  /** The body decoded as UTF-8 when textual; empty for binary bodies. */
  text: string;
  bytes: number;
  durationMs: number;
}

export type HttpOutcome =
  { kind: 'answer'; url: string; answer: HttpAnswer } | { kind: 'error'; url: string; message: string; durationMs: number };

export interface HttpClientOptions {
  baseUrl: string;
  authScheme: string;
  timeoutMs: number;
  maxRequests: number;
  /** Absolute time (ms since epoch) after which no request starts. */
  deadline: number;
  concurrency: number;
}

/** Thrown when the request cap or the run deadline is reached; the run reports what was left unchecked. */
export class RunCapReached extends Error {}

export interface HttpClient {
  send(request: HttpRequest): Promise<HttpOutcome>;
  url(path: string, query?: Record<string, string>): string;
  readonly sent: number;
}

const isTextual = (mediaType: string): boolean =>
  mediaType === '' ||
  mediaType.startsWith('text/') ||
  mediaType.endsWith('json') ||
  mediaType.endsWith('+xml') ||
  mediaType === 'application/xml' ||
  mediaType === 'application/problem+json';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const root = new URL(`${options.baseUrl}/`);
  let sent = 0;
  let active = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<void> => {
    if (active < options.concurrency) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  const url = (path: string, query?: Record<string, string>): string => {
    const target = new URL(root.href + path.replace(/^\/+/, ''));
    for (const [name, value] of Object.entries(query ?? {})) target.searchParams.set(name, value);
    // Traffic goes to the API root and nowhere else, whatever a parameter value holds.
    if (target.origin !== root.origin || !target.pathname.startsWith(root.pathname)) {
      throw new Error(`Refusing to call ${target.href}: outside the API root ${root.href}.`);
    }
    return target.href;
  };

  return {
    get sent() {
      return sent;
    },
    url,
    async send(request) {
      const target = url(request.path, request.query);
      await acquire();
      try {
        if (sent >= options.maxRequests) throw new RunCapReached(`the request cap (${options.maxRequests}) was reached`);
        if (Date.now() >= options.deadline) throw new RunCapReached('the run time cap was reached');
        sent += 1;
        const headers: Record<string, string> = {
          Accept: 'application/json, */*;q=0.5',
          'User-Agent': 'ujuzi-contract-checker',
        };
        if (request.token !== undefined) headers.Authorization = `${options.authScheme} ${request.token}`;
        if (request.body !== undefined) headers['Content-Type'] = 'application/json';
        const started = performance.now();
        try {
          const response = await fetch(target, {
            method: request.method,
            headers,
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            redirect: 'manual',
            signal: AbortSignal.timeout(options.timeoutMs),
          });
          const buffer = new Uint8Array(await response.arrayBuffer());
          const durationMs = Math.round(performance.now() - started);
          const contentType = response.headers.get('content-type') ?? '';
          const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
          const answerHeaders = new Map<string, string>();
          response.headers.forEach((value, name) => answerHeaders.set(name.toLowerCase(), value));
          return {
            kind: 'answer',
            url: target,
            answer: {
              status: response.status,
              headers: answerHeaders,
              mediaType,
              text: isTextual(mediaType) ? new TextDecoder().decode(buffer) : '',
              bytes: buffer.byteLength,
              durationMs,
            },
          };
        } catch (error) {
          const durationMs = Math.round(performance.now() - started);
          const name = (error as Error).name;
          const message =
            name === 'TimeoutError' || name === 'AbortError'
              ? `no answer within ${options.timeoutMs} ms`
              : `${(error as Error).message}${(error as Error & { cause?: Error }).cause ? `: ${String((error as Error & { cause?: Error }).cause?.message)}` : ''}`;
          return { kind: 'error', url: target, message, durationMs };
        }
      } finally {
        release();
      }
    },
  };
}
