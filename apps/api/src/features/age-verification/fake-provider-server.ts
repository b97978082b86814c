import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 for adapter tests (not a test file). */
export interface FakeServer {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: string }[];
  /** What the next requests get; default 200 with `{}`. */
  respond: (request: { body: string }, response: ServerResponse) => void;
  close(): Promise<void>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const fake: FakeServer = {
    url: '',
    requests: [],
    respond: (_request, response) => response.end('{}'),
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.requests.push({ headers: request.headers, body });
      fake.respond({ body }, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/check`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
