import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { siteServerRenderer } from './build/site-server-renderer.ts';

/** The chunks of the public site's entry (see build/chunk-groups.ts) whose dynamic imports load without preloading. */
const SITE_CHUNK = /(?:^|\/)(?:site|site-core)-[\w-]+\.js$/;

// The Fastify server (port 3000) owns these paths; in development Vite forwards them so the app
// keeps talking to its own origin, exactly as in production where Fastify serves the built files.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), routePreloads(), precompress(), siteServerRenderer()],
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/v1': { target: SERVER, changeOrigin: false },
      '/ws': { target: SERVER, ws: true, changeOrigin: false },
      '/healthz': { target: SERVER, changeOrigin: false },
      '/blog': { target: SERVER, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/v1': { target: SERVER, changeOrigin: false },
      '/ws': { target: SERVER, ws: true, changeOrigin: false },
      '/healthz': { target: SERVER, changeOrigin: false },
      '/blog': { target: SERVER, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the build: the server serves dist/ as it is, and maps with sourcesContent would publish the
    // whole source. WEB_SOURCEMAPS=on writes them for a local debugging build (never deploy that one).
    sourcemap: process.env.WEB_SOURCEMAPS === 'on',
    // .vite/manifest.json maps source modules to their chunks; build/route-preloads.ts writes beside it which chunks
    // each lazy route needs, and the server preloads a page's chunks from that (apps/server/src/http/route-chunks.ts).
    // The dot folder is never served.
    manifest: true,
    // The lazily loaded chart chunk (ECharts, ~550 kB) is the only one above the default 500 kB; it never blocks the first screen.
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // No <link rel="modulepreload"> for the dependencies of dynamic imports made by the public site's chunks (its
      // catalogue parts, drawer, search, pages): the helper that adds them spent ~25 ms of a public page's main thread
      // appending links (over 100 ms on a slow phone, all of it blocking input). The app keeps them: its lazy routes
      // and the notifications module load their dependency levels in parallel instead of one round trip per level.
      resolveDependencies: (_file, dependencies, { hostId }) => (SITE_CHUNK.test(hostId) ? [] : dependencies),
    },
    rolldownOptions: {
      // The site's own entry and the full app are entries of their own (main.tsx imports one of them), so each keeps
      // its static imports together in one chunk instead of being cut into many small shared chunks.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        app: fileURLToPath(new URL('src/app-entry.tsx', import.meta.url)),
        site: fileURLToPath(new URL('src/site/ssr/site-entry.tsx', import.meta.url)),
        // The site's own stylesheet, inlined by the server into the pages it renders (apps/server/src/http/site-render.ts).
        'site-styles': fileURLToPath(new URL('src/site/site.css', import.meta.url)),
      },
      // The design system's top-level modules have no import-time side effects; saying so lets an entry that uses only
      // a button leave out the menus, toasts and tooltips re-exported beside it (the landing's budget depends on it).
      // Its charts folder is left alone: the canvas module registers ECharts parts when it loads.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/]ui[\\/]src[\\/][a-z-]+\.tsx?$/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
