import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from './paths.ts';

/**
 * The floors of time-to-usable. The raw floor is the smallest page a React app can be: React and ReactDOM (the
 * project's own versions, production build, minified like the app's) render one heading and one button into an empty
 * root, served from 127.0.0.1 as brotli the way the real server sends its assets. Any page of the product does at
 * least this much (load React, evaluate it, render, paint), so its time measured the same way is what the machine
 * gives for free. The stack floor (STACK_ENTRY) draws the same button through the app's fixed libraries.
 */
const REACT_ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Floor'), h('button', { type: 'button', onClick: () => {} }, 'Go')),
);
`;

/**
 * The stack floor: the same button, drawn through the libraries the conventions fix for the app (docs/decisions and
 * CONVENTIONS: TanStack Router with one route, TanStack Query with the tRPC client and its query-options proxy, i18next
 * with the English catalogue, as lib/i18n.ts loads it), with no product code. What a page of the app costs beyond
 * this is the product's own code; below this, only a different stack goes.
 */
const STACK_ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '@creatorlens/i18n';
const queryClient = new QueryClient();
const trpc = createTRPCOptionsProxy({ client: createTRPCClient({ links: [httpBatchLink({ url: '/api/trpc' })] }), queryClient });
window.__floorQueryKey = trpc.shell.searchEverything.queryKey({ q: 'floor' });
function Page() {
  const { t } = useTranslation();
  return h('main', null, h('h1', null, t('Common.loading')), h('button', { type: 'button', onClick: () => {} }, t('Common.save')));
}
const rootRoute = createRootRoute();
const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page })]) });
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
await router.load();
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })),
);
`;

/** Which floor: React alone, or the app's fixed stack (STACK_ENTRY). */
export type FloorKind = 'react' | 'stack';
const ENTRIES: Record<FloorKind, string> = { react: REACT_ENTRY, stack: STACK_ENTRY };

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

export async function startFloorPage(kind: FloorKind): Promise<FloorPage> {
  const bundle = await build({
    stdin: { contents: ENTRIES[kind], resolveDir: REPO_ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
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
