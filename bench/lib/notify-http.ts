import { Agent, request } from 'node:http';

/**
 * A lean keep-alive GET for the feed load: the load generator shares the 2 cores with the server, and fetch()
 * (undici with WHATWG streams) spent 0.5-0.6 ms CPU per 50 KB feed answer, twice what the server spends on a cached
 * one, so at 50 clients the bench measured its own client. node:http with a keep-alive agent needs 0.2-0.3 ms, close
 * to what pg costs the raw SQL floor. The answer is still read completely and decoded as text.
 */
export function createTextGetter(
  headers: Record<string, string>,
  concurrency: number,
): { get: (url: string) => Promise<{ status: number; body: string }>; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(url);
      const outgoing = request(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          response.once('error', reject);
        },
      );
      outgoing.once('error', reject);
      outgoing.end();
    });
  return { get, close: () => agent.destroy() };
}
