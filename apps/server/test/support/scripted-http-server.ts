import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ScriptedHttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  /** The recorded requests that carry this text anywhere: URL, headers or body. */
  requestsCarrying(text: string): RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server that records every request and answers as the test scripts it: the host an attacker points a
 * connector at, a redirector, or a platform whose error bodies carry a marker.
 */
export async function startScriptedHttpServer(answer: (request: RecordedRequest) => ScriptedAnswer): Promise<ScriptedHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    incoming.on('end', () => {
      const request = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', headers: incoming.headers, body };
      requests.push(request);
      const scripted = answer(request);
      response.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
      response.end(scripted.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    requestsCarrying: (text) =>
      requests.filter(
        (request) => request.url.includes(text) || JSON.stringify(request.headers).includes(text) || request.body.includes(text),
      ),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
