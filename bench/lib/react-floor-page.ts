import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from './paths.ts';

/**
 * The raw floor of time-to-usable: the smallest page a React app can be. React and ReactDOM (the project's own
 * versions, production build, minified like the app's) render one heading and one button into an empty root, served
 * from 127.0.0.1 as brotli the way the real server sends its assets. Any page of the product does at least this much
 * (load React, evaluate it, render, paint), so its time measured the same way is what the machine gives for free.
 */
const ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Floor'), h('button', { type: 'button', onClick: () => {} }, 'Go')),
);
`;

const HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>' +
  '<style>body{font:16px system-ui,sans-serif;margin:2rem}</style>' +
  '<script type="module" src="/floor.js"></script></head><body><div id="root"></div></body></html>';

export interface FloorPage {
  baseUrl: string;
  /** The page's control, for the same probe as the product's pages. */
  control: string;
  /** Bytes of JavaScript before and after compression. */
  scriptBytes: { raw: number; brotli: number };
  close: () => Promise<void>;
}

export async function startReactFloorPage(): Promise<FloorPage> {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: REPO_ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  const compressed = brotliCompressSync(script);
  const server: Server = createServer((request, response) => {
    if (request.url === '/floor.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br', 'cache-control': 'no-cache' });
      response.end(compressed);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    control: 'main button',
    scriptBytes: { raw: script.byteLength, brotli: compressed.byteLength },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
