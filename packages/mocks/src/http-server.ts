/** The mock backend as a standalone HTTP server (for backend teams, mobile developers and e2e runs): the same stateful handlers, over real HTTP, with CORS. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { mockHandlers } from './handlers';

export const DEFAULT_MOCK_SERVER_PORT = 4010;
export const API_PREFIX = '/api';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
  'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
  'Access-Control-Max-Age': '600',
} as const;

async function readBody(message: IncomingMessage): Promise<Buffer | undefined> {
  if (message.method === 'GET' || message.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

async function toFetchRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = await readBody(message);
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function send(response: Response, reply: ServerResponse, cors: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => (headers[name] = value));
  reply.writeHead(response.status, headers);
  reply.end(Buffer.from(await response.arrayBuffer()));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createMockServer(handlers: RequestHandler[] = mockHandlers()): Server {
  return createServer((message, reply) => {
    const origin = `http://${message.headers.host ?? 'localhost'}`;
    const cors = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': message.headers.origin ?? '*', Vary: 'Origin' };
    if (message.method === 'OPTIONS') {
      reply.writeHead(204, cors).end();
      return;
    }
    void (async () => {
      try {
        const path = new URL(message.url ?? '/', origin).pathname;
        if (!path.startsWith(`${API_PREFIX}/`)) {
          await send(json(404, { detail: `The mock API lives under ${API_PREFIX}/.` }), reply, cors);
          return;
        }
        const request = await toFetchRequest(message, origin);
        const response = await getResponse(handlers, request);
        // The `offline` fault answers a network error: the connection drops without an answer.
        if (response?.type === 'error') {
          reply.destroy();
          return;
        }
        await send(response ?? json(404, { detail: 'Not found.' }), reply, cors);
      } catch (error) {
        await send(json(500, { detail: `Mock server error: ${(error as Error).message}` }), reply, cors);
      }
    })();
  });
}
