import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The Fastify server (port 3000) owns these paths; in development Vite forwards them so the app
// keeps talking to its own origin, exactly as in production where Fastify serves the built files.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/v1': { target: SERVER, changeOrigin: false },
      '/ws': { target: SERVER, ws: true, changeOrigin: false },
      '/healthz': { target: SERVER, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/v1': { target: SERVER, changeOrigin: false },
      '/ws': { target: SERVER, ws: true, changeOrigin: false },
      '/healthz': { target: SERVER, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The lazily loaded chart chunk (ECharts, ~550 kB) is the only one above the default 500 kB; it never blocks the first screen.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // React changes less often than the app: a separate chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
