/** Shared test helpers: a local HTTP server on 127.0.0.1, the bundled contract, options with defaults. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULTS, type CheckOptions } from '../src/args';
import { generateValue } from '../src/plan/bodies';
import { isObject, valueAt, type JsonObject, type JsonValue } from '../src/spec/json';
import { loadSpec } from '../src/spec/load';

let cached: JsonObject | undefined;
/** The bundled contract (packages/api/src/gen/openapi.json), read once per test file. */
export const contract = (): JsonObject => (cached ??= loadSpec());

/** The example a response documents, e.g. `example('/core/school/', 'get', '200')`. */
export function example(path: string, method: string, status: string): JsonValue {
  const found = valueAt(
    contract(),
    `#/paths/${path.replace(/\//g, '~1')}/${method}/responses/${status}/content/application~1json/example`,
  );
  if (found === undefined) throw new Error(`No example for ${method} ${path} ${status}`);
  return found;
}

/** A value of a component schema built from its examples (required fields only), e.g. `sample('Course')`. */
export const sample = (schema: string): JsonValue =>
  generateValue(
    contract(),
    { $ref: `#/components/schemas/${schema}` },
    {
      runId: 'cc0000',
      now: new Date('2026-11-20T08:30:00Z'),
      direction: 'response',
    },
  ) ?? null;

export interface TestServer {
  /** The API root, e.g. http://127.0.0.1:43121/api */
  baseUrl: string;
  /** Every request the server saw, as `METHOD /path?query` with `auth` telling whether a token came along. */
  requests: { method: string; url: string; auth: string | undefined }[];
  close(): Promise<void>;
}

export interface Reply {
  status: number;
  body?: JsonValue | string;
  type?: string;
  delayMs?: number;
}

export type Route = (request: {
  method: string;
  path: string;
  query: URLSearchParams;
  auth?: string;
  body: unknown;
}) => Reply | undefined;

export async function startServer(route: Route): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const server: Server = createServer((message: IncomingMessage, reply: ServerResponse) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => {
      const url = new URL(message.url ?? '/', 'http://127.0.0.1');
      const auth = message.headers.authorization;
      requests.push({ method: message.method ?? '', url: `${url.pathname}${url.search}`, auth });
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const path = url.pathname.replace(/^\/api/, '');
      let answer: Reply;
      try {
        answer = route({ method: message.method ?? 'GET', path, query: url.searchParams, auth, body }) ?? {
          status: 404,
          body: { detail: 'Not found.' },
        };
      } catch (error) {
        answer = { status: 599, body: `test route failed: ${(error as Error).message}`, type: 'text/plain' };
      }
      const send = () => {
        if (answer.body === undefined) {
          reply.writeHead(answer.status).end();
          return;
        }
        const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        reply.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json' }).end(payload);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const options = (baseUrl: string, overrides: Partial<CheckOptions> = {}): CheckOptions => ({
  baseUrl,
  authScheme: DEFAULTS.authScheme,
  only: [],
  reportDir: DEFAULTS.reportDir,
  writes: false,
  thorough: false,
  timeoutMs: 5_000,
  maxRequests: DEFAULTS.maxRequests,
  maxRunMs: 60_000,
  concurrency: DEFAULTS.concurrency,
  verbose: false,
  ...overrides,
});

export const asObject = (value: JsonValue | undefined): JsonObject => {
  if (!isObject(value)) throw new Error('expected an object');
  return value;
};
