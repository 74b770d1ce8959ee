import { request } from 'node:http';

export interface StreamedAnswer {
  status: number;
  body: { jobId?: string; rows?: number; code?: string; reason?: string; error?: string };
  /** Bytes of the body this client had written when the answer came (the server may stop reading long before). */
  bytesSent: number;
}

/**
 * POSTs a body produced chunk by chunk over real HTTP, as a browser streams a file: nothing here holds more than one
 * chunk, so a test can send a million rows while staying light. Resolves with the server's answer even when it
 * arrives early and the server then closes the connection while this side is still writing (EPIPE/ECONNRESET after
 * the answer are expected, not failures).
 */
export function postStream(
  url: string,
  headers: Record<string, string>,
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let isAnswered = false;
    const outgoing = request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (response) => {
      isAnswered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let body: StreamedAnswer['body'];
        try {
          body = JSON.parse(text) as StreamedAnswer['body'];
        } catch {
          body = { error: text };
        }
        resolve({ status: response.statusCode ?? 0, body, bytesSent });
        // The answer is complete: whatever of the body is left is not wanted any more.
        outgoing.destroy();
      });
    });
    outgoing.on('error', (error) => {
      if (!isAnswered) reject(error);
    });
    void (async () => {
      try {
        for await (const chunk of chunks) {
          if (isAnswered || outgoing.destroyed) return;
          bytesSent += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
          if (!outgoing.write(chunk)) {
            await new Promise<void>((drained) => {
              const onReady = () => {
                outgoing.off('drain', onReady);
                outgoing.off('close', onReady);
                drained();
              };
              outgoing.on('drain', onReady);
              outgoing.on('close', onReady);
            });
          }
        }
        if (!outgoing.destroyed) outgoing.end();
      } catch (error) {
        outgoing.destroy(error as Error);
      }
    })();
  });
}

/** `count` CSV rows of made-up handles, yielded in chunks of `rowsPerChunk` lines. */
export function* csvRows(count: number, options: { header?: string; rowsPerChunk?: number; row?: (index: number) => string } = {}) {
  const rowsPerChunk = options.rowsPerChunk ?? 2_000;
  const row = options.row ?? ((index: number) => `instagram.com/made.up.${index}`);
  if (options.header) yield `${options.header}\n`;
  for (let start = 0; start < count; start += rowsPerChunk) {
    const lines: string[] = [];
    for (let index = start; index < Math.min(count, start + rowsPerChunk); index += 1) lines.push(row(index));
    yield `${lines.join('\n')}\n`;
  }
}
