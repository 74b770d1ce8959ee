import type { IncomingMessage } from 'node:http';

/** How long the rest of a refused body is read and thrown away before the connection is closed. */
const LINGER_MS = 5_000;
/** How much of it at most (a fast client could otherwise keep this process discarding for the whole time). */
const LINGER_BYTES = 20_000_000;

/**
 * After a route answered before the whole body arrived: reads what the client is still sending and throws it away, for
 * a few seconds at most, then closes the connection. Closing at once would make the kernel reset a connection with
 * unread bytes in it, and a client still writing would then often lose the answer (a 413 or 400 with its reason)
 * that was already on its way. Memory stays flat: nothing read here is kept.
 */
export function discardRefusedBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  let discarded = 0;
  // Destroying a request that has not ended closes its connection.
  const close = () => {
    clearTimeout(timer);
    request.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) close();
  });
  request.once('end', () => clearTimeout(timer));
  request.once('close', () => clearTimeout(timer));
  request.resume();
}
