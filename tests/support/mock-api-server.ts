/**
 * The mock backend as a plain HTTP server: every request is answered by the same msw handlers as
 * the demo and vitest (tests/support/msw-answers.ts), so a build without the mock backend can run
 * against it, for example behind nginx as the attendee API upstream. API answers are never cached.
 *
 *   const api = await startMockApi({ port: 0 });   // port 0: any free port
 *   ... api.url (http://127.0.0.1:<port>), api.port ...
 *   await api.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFromMocks, resetMocks } from './msw-answers';

export { answerFromMocks, resetMocks } from './msw-answers';

export type MockApi = {
  /** The server's origin, e.g. http://127.0.0.1:4190. */
  url: string;
  port: number;
  close: () => Promise<void>;
};

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The incoming request as a fetch `Request`, with its method, headers and body. */
async function toFetchRequest(request: http.IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse, origin: string): Promise<void> {
  try {
    const answered = await answerFromMocks(await toFetchRequest(request, origin));
    const headers: Record<string, string> = { ...Object.fromEntries(answered.headers), 'cache-control': 'no-store' };
    delete headers['content-length'];
    delete headers['content-encoding'];
    response.writeHead(answered.status, headers);
    response.end(Buffer.from(await answered.arrayBuffer()));
  } catch (error) {
    console.error('[mock api server]', error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 500, message: 'Server Error' }));
  }
}

/**
 * Starts the server on 127.0.0.1:`port` (0: a free port) with the demo seed freshly restored
 * (`reset: false` keeps what earlier calls wrote).
 */
export async function startMockApi({
  port = 0,
  host = '127.0.0.1',
  reset = true,
  onRequest,
}: {
  port?: number;
  host?: string;
  reset?: boolean;
  /** Sees each request as it arrives (method, url, headers), e.g. to check what a proxy forwards. */
  onRequest?: (request: http.IncomingMessage) => void;
} = {}): Promise<MockApi> {
  if (reset) resetMocks();
  let origin = `http://${host}`;
  const server = http.createServer((request, response) => {
    onRequest?.(request);
    void answer(request, response, origin);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://${host}:${actualPort}`;
  return {
    url: origin,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
