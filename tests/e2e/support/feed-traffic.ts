import type { Page } from 'playwright-core';

/**
 * Records what a page's notification feed exchanged with the server (feed requests and their counts, socket frames),
 * with times, so a journey that waits for the live badge can say why it did not move when it fails.
 */
export function recordFeedTraffic(page: Page): () => string {
  const started = Date.now();
  const lines: string[] = [];
  const at = () => `${String(Date.now() - started).padStart(6)} ms`;
  page.on('request', (request) => {
    if (!request.url().includes('/v1/')) return;
    const url = new URL(request.url());
    lines.push(`${at()} -> ${request.method()} ${url.pathname}${url.search.slice(0, 120)}`);
  });
  page.on('response', (response) => {
    if (!response.url().includes('/v1/')) return;
    const answer = `${response.status()} ${new URL(response.url()).pathname}`;
    void response
      .text()
      .then((body) => lines.push(`${at()} <- ${answer} ${/"meta":\{[^}]*\}/.exec(body)?.[0] ?? body.slice(0, 120)}`))
      .catch(() => lines.push(`${at()} <- ${answer} (body unread)`));
  });
  page.on('websocket', (socket) => {
    lines.push(`${at()} socket opened ${new URL(socket.url()).pathname}`);
    socket.on('framesent', (frame) => lines.push(`${at()} ws> ${String(frame.payload).slice(0, 300)}`));
    socket.on('framereceived', (frame) => lines.push(`${at()} ws< ${String(frame.payload).slice(0, 300)}`));
    socket.on('close', () => lines.push(`${at()} socket closed`));
  });
  return () => lines.join('\n');
}
